import { z } from "zod";
import {
  markPdfAssetProcessingFailed,
  processPdfAsset,
  UnprocessablePdfError,
} from "../../services/assets/process-pdf-asset";
import { defineJob, PermanentJobError } from "../define-job";

/** Renders an uploaded PDF's page previews and thumbnail (DESIGN.md, pipeline step 2). */
export const processPdfAssetJob = defineJob({
  id: "pdf-asset.process",
  payload: z.object({ assetId: z.uuid() }),
  maxAttempts: 3,
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
  },
  onPermanentFailure: async ({ payload, db, error }) => {
    const reason = error instanceof Error ? error.message : String(error);
    await markPdfAssetProcessingFailed(db, payload.assetId, `Processing failed: ${reason}`);
  },
});
