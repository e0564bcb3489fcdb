import { and, eq } from "drizzle-orm";
import { pdfAssets } from "../../db/schema";
import { AppError } from "../../errors";
import { processPdfAssetJob } from "../../queue/definitions/process-pdf-asset";
import { triggerJob } from "../../queue/trigger-job";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadPdfAsset } from "./get-pdf-asset";
import { toProcessingRecord, type ProcessingRecord } from "./pdf-asset-record";

/** Re-queues a FAILED processing; any other state answers 409 INVALID_STATE. */
export async function retryPdfAssetProcessing(ctx: ServiceContext, input: { id: string }): Promise<ProcessingRecord> {
  const asset = await loadPdfAsset(ctx, input);
  await loadWritableOrganization(ctx);
  const requeued = await ctx.db.transaction(async (tx) => {
    // The status guard in the WHERE makes two concurrent retries queue one job, not two.
    const [reset] = await tx
      .update(pdfAssets)
      .set({ processingStatus: "QUEUED", processingStartedAt: null, processingFinishedAt: null, processingErrorMessage: null, processingFailureReason: null })
      .where(and(eq(pdfAssets.id, asset.id), eq(pdfAssets.processingStatus, "FAILED")))
      .returning();
    if (!reset) return null;
    const { jobId } = await triggerJob(tx, processPdfAssetJob, { assetId: asset.id, organizationId: asset.organizationId });
    const [queued] = await tx.update(pdfAssets).set({ processingJobId: jobId }).where(eq(pdfAssets.id, asset.id)).returning();
    return queued!;
  });
  if (!requeued) {
    throw new AppError("INVALID_STATE", `Only FAILED processing can be retried; this asset is ${asset.processingStatus}`);
  }
  return toProcessingRecord(requeued);
}
