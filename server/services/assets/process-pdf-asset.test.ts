import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfAssets } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { processPdfAssetHandlers } from "@/server/jobs/handlers/process-pdf-asset";
import { PermanentJobError } from "@/server/queue/define-job";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { makePdf } from "@/tests/support/pdfs";
import { uploadPdf } from "@/tests/support/uploads";
import { processPdfAsset, UnprocessablePdfError } from "./process-pdf-asset";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  resetRateLimiter();
});
afterAll(() => database.close());

describe("processPdfAsset", () => {
  it("stops a render that passes its budget, and the asset fails saying so", async () => {
    const org = await seedOrganization(database.db, { plan: "PRO" });
    const committed = await uploadPdf(org.adminKey, await makePdf(30, "slow"), "slow.pdf");
    const assetId = committed.json.data.id as string;

    const processing = processPdfAsset(database.db, assetId, { budget: { totalMs: 100 } });
    await expect(processing).rejects.toThrow(new UnprocessablePdfError("Rendering the PDF took longer than 0.1 s and was stopped"));
    // Marked where the reason is known, before the job hears of it.
    const [marked] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, assetId));
    expect(marked).toMatchObject({ processingStatus: "FAILED", processingFailureReason: "TOO_SLOW" });
    // What the job does with it: no retry, and the reason on the asset.
    const failure = await processing.then(() => null, (caught: unknown) => caught);
    if (!(failure instanceof Error)) throw new Error("the render was expected to fail");
    const error = new PermanentJobError(failure.message);
    await processPdfAssetHandlers.onPermanentFailure!({ payload: { assetId }, jobId: "1", db: database.db, error });
    const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, assetId));
    expect(asset).toMatchObject({
      processingStatus: "FAILED",
      processingErrorMessage: "Processing failed: Rendering the PDF took longer than 0.1 s and was stopped",
      processingFailureReason: "TOO_SLOW",
    });
  });
});
