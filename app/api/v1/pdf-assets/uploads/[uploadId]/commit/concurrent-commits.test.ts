/**
 * Two commits of one upload at once (a client retrying on a timeout, a double click). The first
 * moves the bytes under the asset's address; the second must still answer that asset, never a
 * 500 or UPLOAD_NOT_FOUND. Many rounds: the window is a few milliseconds, and on Postgres
 * (DATABASE_URL) the two commits really overlap, each on its own connection. A file of its own:
 * the assets it creates queue processing jobs that other tests' job runs need not wait for.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pdfAssets } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { getStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { makePdf } from "@/tests/support/pdfs";
import { commitUpload, initiateUpload, putBytes, uploadPdf, type UploadSession } from "@/tests/support/uploads";

const ROUNDS = 30;
/** Generous: many rounds on a shared machine; this is no speed check. */
const LOOP_TIMEOUT_MS = 240_000;

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());
afterEach(() => vi.restoreAllMocks());

async function uploaded(bytes: Uint8Array): Promise<UploadSession> {
  const session = (await initiateUpload(org.adminKey, { fileName: "twice.pdf", sizeBytes: bytes.byteLength })).json.data as UploadSession;
  await putBytes(session.uploadUrl, bytes, session.headers);
  return session;
}

const commitTwice = (session: UploadSession) => Promise.all([commitUpload(org.adminKey, session.uploadId), commitUpload(org.adminKey, session.uploadId)]);

describe("two commits of one upload at once", () => {
  it("of new bytes: one creates the asset (201), the other answers it (200)", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      resetRateLimiter();
      const commits = await commitTwice(await uploaded(await makePdf(1, `commit race ${round}`)));
      expect(commits.map((commit) => [commit.status, commit.json.code])).toEqual(expect.arrayContaining([[201, undefined], [200, undefined]]));
      expect(commits[0]!.json.data.id).toBe(commits[1]!.json.data.id);
      const rows = await database.db.select().from(pdfAssets).where(eq(pdfAssets.sha256, commits[0]!.json.data.sha256));
      expect(rows).toHaveLength(1);
    }
  }, LOOP_TIMEOUT_MS);

  it("of bytes already stored: both answer the existing asset (200)", async () => {
    const bytes = await makePdf(1, "commit race, known bytes");
    const first = await uploadPdf(org.adminKey, bytes);
    for (let round = 0; round < ROUNDS; round++) {
      resetRateLimiter();
      const commits = await commitTwice(await uploaded(bytes));
      expect(commits.map((commit) => [commit.status, commit.json.data?.id])).toEqual([
        [200, first.json.data.id],
        [200, first.json.data.id],
      ]);
    }
  }, LOOP_TIMEOUT_MS);
});

describe("a commit whose upload another commit took meanwhile", () => {
  // The interleavings the rounds above hit now and then, made certain: the real storage, with
  // the other commit run to its end at the chosen moment of this one.
  async function commitWithOtherAt(moment: "before looking" | "after looking", bytes: Uint8Array) {
    const session = await uploaded(bytes);
    const storage = getStorage();
    const head = storage.head.bind(storage);
    let other: Awaited<ReturnType<typeof commitUpload>> | undefined;
    vi.spyOn(storage, "head").mockImplementationOnce(async (key) => {
      if (moment === "before looking") other = await commitUpload(org.adminKey, session.uploadId);
      const found = await head(key);
      if (moment === "after looking") other = await commitUpload(org.adminKey, session.uploadId);
      return found;
    });
    const late = await commitUpload(org.adminKey, session.uploadId);
    return { late, other: other! };
  }

  it.each(["before looking", "after looking"] as const)("%s for the bytes: answers the other's new asset with 200", async (moment) => {
    const { late, other } = await commitWithOtherAt(moment, await makePdf(1, `taken ${moment}`));
    expect(other.status).toBe(201);
    expect([late.status, late.json.data?.id]).toEqual([200, other.json.data.id]);
  });

  it("of bytes already stored: answers the existing asset with 200", async () => {
    const bytes = await makePdf(1, "taken, known bytes");
    const first = await uploadPdf(org.adminKey, bytes);
    const { late, other } = await commitWithOtherAt("after looking", bytes);
    expect([other.status, late.status, late.json.data?.id]).toEqual([200, 200, first.json.data.id]);
  });
});
