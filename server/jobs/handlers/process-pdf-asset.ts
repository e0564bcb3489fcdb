import {
  markPdfAssetProcessingFailed,
  processPdfAsset,
  UnprocessablePdfError,
} from "../../services/assets/process-pdf-asset";
import { storePageTextAfterProcessing } from "../../services/signer/page-text";
import { PermanentJobError, type JobHandlers } from "../../queue/define-job";
import type { ProcessPdfAssetPayload } from "../../queue/definitions/process-pdf-asset";

export const processPdfAssetHandlers: JobHandlers<ProcessPdfAssetPayload> = {
  handler: async ({ payload, db, step }) => {
    await step.run("render-previews", async () => {
      try {
        await processPdfAsset(db, payload.assetId);
      } catch (error) {
        // A file that cannot be rendered will not render on a second try either.
        if (error instanceof UnprocessablePdfError) throw new PermanentJobError(error.message);
        throw error;
      }
    });
    await step.run("read-page-text", () => storePageTextAfterProcessing(db, payload.assetId));
  },
  onPermanentFailure: async ({ payload, db, error }) => {
    await markPdfAssetProcessingFailed(db, payload.assetId, `Processing failed: ${error.message}`);
  },
};
