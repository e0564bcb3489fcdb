import { enforcePolicies } from "../../services/operation-policies";
import { commitPdfUpload } from "../../services/assets/commit-pdf-upload";
import {
  pdfAssetsCommitUpload,
  pdfAssetsDelete,
  pdfAssetsGet,
  pdfAssetsInitiateUpload,
  pdfAssetsList,
  pdfAssetsRename,
  pdfAssetsRetryProcessing,
} from "../../services/assets/operations";
import { router } from "../init";
import { mutationOf, mutationOver, procedureOver, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/assets/operations.ts), whose declared
// upload throttle counts the dashboard's uploads too.
export const pdfAssetsRouter = router({
  list: queryOver(pdfAssetsList),
  get: queryOver(pdfAssetsGet),
  initiateUpload: mutationOver(pdfAssetsInitiateUpload),
  // The dashboard learns from `created` what REST answers with 200 instead of 201, so this one
  // resolver is written here, over the same definition and its policies.
  commitUpload: procedureOver(pdfAssetsCommitUpload).mutation(async ({ ctx, input }) => {
    await enforcePolicies(pdfAssetsCommitUpload, { organizationId: ctx.session.organizationId });
    return commitPdfUpload(ctx.session, input);
  }),
  rename: mutationOver(pdfAssetsRename),
  retryProcessing: mutationOver(pdfAssetsRetryProcessing),
  delete: mutationOf(pdfAssetsDelete),
});
