import { initiatePdfUploadSchema, listPdfAssetsSchema, pdfAssetIdSchema, pdfUploadIdSchema } from "@/lib/schemas/pdf-assets";
import { commitPdfUpload } from "../../services/assets/commit-pdf-upload";
import { getPdfAsset } from "../../services/assets/get-pdf-asset";
import { initiatePdfUpload } from "../../services/assets/initiate-pdf-upload";
import { listPdfAssets } from "../../services/assets/list-pdf-assets";
import { retryPdfAssetProcessing } from "../../services/assets/retry-pdf-asset-processing";
import { router, sessionProcedure } from "../init";

export const pdfAssetsRouter = router({
  list: sessionProcedure.input(listPdfAssetsSchema.partial()).query(({ ctx, input }) => listPdfAssets(ctx.session, input)),
  get: sessionProcedure.input(pdfAssetIdSchema).query(({ ctx, input }) => getPdfAsset(ctx.session, input)),
  initiateUpload: sessionProcedure
    .input(initiatePdfUploadSchema)
    .mutation(({ ctx, input }) => initiatePdfUpload(ctx.session, input)),
  commitUpload: sessionProcedure.input(pdfUploadIdSchema).mutation(({ ctx, input }) => commitPdfUpload(ctx.session, input)),
  retryProcessing: sessionProcedure
    .input(pdfAssetIdSchema)
    .mutation(({ ctx, input }) => retryPdfAssetProcessing(ctx.session, input)),
});
