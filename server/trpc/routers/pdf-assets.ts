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
import { operationInputSchema } from "../../services/operation";
import { router, sessionProcedure } from "../init";
import { mutationOf } from "../operation-procedure";

// Inputs are the /api/v1 operations' own schemas (server/services/assets/operations.ts).
// The upload throttle these two operations declare counts the dashboard's uploads too.
export const pdfAssetsRouter = router({
  list: sessionProcedure.input(operationInputSchema(pdfAssetsList)).query(({ ctx, input }) => listPdfAssets(ctx.session, input)),
  get: sessionProcedure.input(operationInputSchema(pdfAssetsGet)).query(({ ctx, input }) => getPdfAsset(ctx.session, input)),
  initiateUpload: sessionProcedure
    .input(operationInputSchema(pdfAssetsInitiateUpload))
    .mutation(async ({ ctx, input }) => {
      await enforceUploadThrottle(ctx.session.organizationId);
      return initiatePdfUpload(ctx.session, input);
    }),
  commitUpload: sessionProcedure
    .input(operationInputSchema(pdfAssetsCommitUpload))
    .mutation(async ({ ctx, input }) => {
      await enforceUploadThrottle(ctx.session.organizationId);
      return commitPdfUpload(ctx.session, input);
    }),
  rename: sessionProcedure.input(operationInputSchema(pdfAssetsRename)).mutation(({ ctx, input }) => renamePdfAsset(ctx.session, input)),
  retryProcessing: sessionProcedure
    .input(operationInputSchema(pdfAssetsRetryProcessing))
    .mutation(({ ctx, input }) => retryPdfAssetProcessing(ctx.session, input)),
  delete: mutationOf(pdfAssetsDelete),
});
