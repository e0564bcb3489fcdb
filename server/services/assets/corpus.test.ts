/**
 * Every real-world PDF of the corpus in tests/fixtures/pdfs goes through initiate, PUT, commit and processing.
 * Each one reaches READY with the right page count, or is refused with a 4xx error body, or
 * ends FAILED with a message; none answers 5xx and none stays QUEUED or PROCESSING. Every refusal
 * and failure names its reason, which the dashboard turns into a sentence.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_FAILURE_REASONS } from "@/lib/schemas/pdf-assets";
import { pdfAssets } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { corpus, corpusFile } from "@/tests/fixtures/corpus";
import { makePdf } from "@/tests/support/pdfs";
import { uploadPdf } from "@/tests/support/uploads";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "ENTERPRISE" });
});
afterAll(() => database.close());

async function uploadAndProcess(bytes: Uint8Array, fileName: string) {
  resetRateLimiter();
  const committed = await uploadPdf(org.adminKey, bytes, fileName);
  if (committed.status >= 300) return { committed, asset: null };
  await runDueJobs(database.db);
  const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, committed.json.data.id));
  return { committed, asset: asset! };
}

describe("the real-world PDF corpus", () => {
  it.each(corpus())("$file ($expect)", async ({ file, pages, expect: expected }) => {
    const { committed, asset } = await uploadAndProcess(corpusFile(file), file);
    expect(committed.status).toBeLessThan(500);

    if (expected === "ready") {
      expect(committed.status).toBe(201);
      expect(committed.json.data.pageCount).toBe(pages);
      expect(asset!.processingStatus).toBe("READY");
      expect(asset!.previews).toHaveLength(pages);
      expect(asset!.thumbnailKey).not.toBeNull();
    } else if (expected === "invalid") {
      expect(committed.status).toBe(400);
      expect(committed.json).toMatchObject({ code: "INVALID_PDF", details: { reason: "ENCRYPTED" } });
    } else if (asset) {
      expect(["READY", "FAILED"]).toContain(asset.processingStatus);
      if (asset.processingStatus === "FAILED") {
        expect(asset.processingErrorMessage).toBeTruthy();
        expect(PDF_FAILURE_REASONS).toContain(asset.processingFailureReason);
      }
    } else {
      expect(committed.status).toBeGreaterThanOrEqual(400);
      expect(committed.json.statusCode).toBe(committed.status);
      expect(committed.json.code).toBeDefined();
      if (committed.json.code === "INVALID_PDF") expect(PDF_FAILURE_REASONS).toContain(committed.json.details.reason);
    }
  });

  it("keeps the displayed size of rotated pages", async () => {
    const { asset } = await uploadAndProcess(corpusFile("hello_world_rotated.pdf"), "rotated.pdf");
    for (const page of asset!.pages) {
      expect(page.rotation).toBe(90);
      expect(page.width).toBeGreaterThan(page.height);
    }
    const [preview] = asset!.previews;
    expect(preview!.widthPx).toBeGreaterThan(preview!.heightPx);
  });

  it("processes a 100-page PDF into 100 previews", async () => {
    const { committed, asset } = await uploadAndProcess(await makePdf(100, "long document"), "long.pdf");
    expect(committed.json.data.pageCount).toBe(100);
    expect(asset!.processingStatus).toBe("READY");
    expect(asset!.previews.map((preview) => preview.page)).toEqual(Array.from({ length: 100 }, (_, index) => index));
  }, 120_000);
});
