import { enforceUploadThrottle } from "../../http/upload-throttle";
import { commitPdfUpload } from "../../services/assets/commit-pdf-upload";
import { getPdfAsset } from "../../services/assets/get-pdf-asset";
import { initiatePdfUpload } from "../../services/assets/initiate-pdf-upload";
import { listPdfAssets } from "../../services/assets/list-pdf-assets";
import {
  pdfAssetsCommitUpload,
  pdfAssetsDelete,
  pdfAssetsGet,
  pdfAssetsInitiateUpload,
  pdfAssetsList,
  pdfAssetsRename,
  pdfAssetsRetryProcessing,
} from "../../services/assets/operations";
import { renamePdfAsset } from "../../services/assets/rename-pdf-asset";
import { retryPdfAssetProcessing } from "../../services/assets/retry-pdf-asset-processing";
import { router } from "../init";
import { mutationOf, procedureOver } from "../operation-procedure";

// Inputs and answers are checked by the /api/v1 operations' own schemas (server/services/assets/operations.ts).
// The upload throttle these two operations declare counts the dashboard's uploads too.
export const pdfAssetsRouter = router({
  list: procedureOver(pdfAssetsList).query(({ ctx, input }) => listPdfAssets(ctx.session, input)),
  get: procedureOver(pdfAssetsGet).query(({ ctx, input }) => getPdfAsset(ctx.session, input)),
  initiateUpload: procedureOver(pdfAssetsInitiateUpload)
    .mutation(async ({ ctx, input }) => {
      await enforceUploadThrottle(ctx.session.organizationId);
      return initiatePdfUpload(ctx.session, input);
    }),
  commitUpload: procedureOver(pdfAssetsCommitUpload)
    .mutation(async ({ ctx, input }) => {
      await enforceUploadThrottle(ctx.session.organizationId);
      return commitPdfUpload(ctx.session, input);
    }),
  rename: procedureOver(pdfAssetsRename).mutation(({ ctx, input }) => renamePdfAsset(ctx.session, input)),
  retryProcessing: procedureOver(pdfAssetsRetryProcessing)
    .mutation(({ ctx, input }) => retryPdfAssetProcessing(ctx.session, input)),
  delete: mutationOf(pdfAssetsDelete),
});
