import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, pdfUploads } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { getStorage } from "@/server/storage/storage";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { makePdf } from "@/tests/support/pdfs";
import { commitUpload, initiateUpload, putBytes, type UploadSession } from "@/tests/support/uploads";
import { uploadSweepJob } from "./definitions/upload-sweep";
import { runDueJobs } from "./local-runner";
import { scheduleExpirySweep } from "./schedule-expiry-sweep";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  resetRateLimiter();
});
afterAll(() => database.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function upload(label: string, { put = true, commit = false } = {}) {
  const bytes = await makePdf(1, label);
  const session = (await initiateUpload(org.adminKey, { fileName: `${label}.pdf`, sizeBytes: bytes.byteLength })).json.data as UploadSession;
  if (put) expect((await putBytes(session.uploadUrl, bytes, session.headers)).status).toBe(200);
  if (commit) expect((await commitUpload(org.adminKey, session.uploadId)).status).toBe(201);
  const [row] = await database.db.select().from(pdfUploads).where(eq(pdfUploads.id, session.uploadId));
  return row!;
}

async function expire(id: string, at: Date) {
  await database.db.update(pdfUploads).set({ expiresAt: at }).where(eq(pdfUploads.id, id));
}

const exists = async (id: string) => (await database.db.select().from(pdfUploads).where(eq(pdfUploads.id, id))).length === 1;

describe("the upload sweep", () => {
  it("deletes uploads never committed, with their bytes, an hour after they expired, and schedules its next run", async () => {
    const abandoned = await upload("abandoned");
    const neverPut = await upload("never-put", { put: false });
    const recent = await upload("recently-expired");
    const pending = await upload("pending");
    const committed = await upload("committed", { commit: true });
    await expire(abandoned.id, minutesAgo(61));
    await expire(neverPut.id, minutesAgo(120));
    // Its PUT may have started just before the URL expired and still be streaming.
    await expire(recent.id, minutesAgo(30));
    await expire(committed.id, minutesAgo(120));

    await scheduleExpirySweep(database.db);
    await runDueJobs(database.db);

    expect(await exists(abandoned.id)).toBe(false);
    expect(await getStorage().head(abandoned.storageKey)).toBeNull();
    expect(await exists(neverPut.id)).toBe(false);
    expect(await exists(recent.id)).toBe(true);
    expect(await getStorage().head(recent.storageKey)).not.toBeNull();
    expect(await exists(pending.id)).toBe(true);
    expect(await exists(committed.id)).toBe(true);

    const sweeps = await database.db.select().from(jobs).where(eq(jobs.name, uploadSweepJob.id));
    expect(sweeps.map((job) => job.status).sort()).toEqual(["PENDING", "SUCCEEDED"]);
    expect(sweeps.find((job) => job.status === "PENDING")!.runAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
  });

  it("starts one chain however often it is scheduled", async () => {
    await scheduleExpirySweep(database.db);
    await scheduleExpirySweep(database.db);
    const waiting = await database.db.select().from(jobs).where(eq(jobs.name, uploadSweepJob.id));
    expect(waiting.filter((job) => job.status === "PENDING")).toHaveLength(1);
  });
});
