/** The /api/v1 operations on PDF assets and their uploads (docs/api.md, "PDF assets"). */
import { initiatePdfUploadSchema, listPdfAssetsSchema, pdfAssetIdSchema, pdfUploadIdSchema, renamePdfAssetSchema } from "@/lib/schemas/pdf-assets";
import { pageSchema } from "@/lib/pagination";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation, OperationAnswer } from "../operation";
import { z } from "zod";
import { commitPdfUpload } from "./commit-pdf-upload";
import { deletePdfAsset } from "./delete-pdf-asset";
import { getPdfAsset, getPdfAssetProcessing } from "./get-pdf-asset";
import { initiatePdfUpload, pdfUploadSessionSchema } from "./initiate-pdf-upload";
import { listPdfAssets } from "./list-pdf-assets";
import { pdfAssetDetailSchema, pdfAssetRecordSchema, processingRecordSchema } from "./pdf-asset-record";
import { renamePdfAsset } from "./rename-pdf-asset";
import { retryPdfAssetProcessing } from "./retry-pdf-asset-processing";

/** Not in the activity log (docs/people.md, "Activity"). */
const documentWork = notRecorded("documents, templates and processes are the organization's work, not its settings; each process's audit trail records what happens to it");

const tag = "PDF assets";

export const pdfAssetsList = defineOperation({
  name: "pdfAssets.list",
  method: "GET",
  path: "/pdf-assets",
  summary: "List uploaded PDF assets, newest first, by processing status or file name.",
  tag,
  access: "admin",
  doors: ["trpc"],
  query: listPdfAssetsSchema,
  output: pageSchema(pdfAssetRecordSchema),
  status: 200,
  handler: listPdfAssets,
});

export const pdfAssetsInitiateUpload = defineOperation({
  name: "pdfAssets.initiateUpload",
  method: "POST",
  path: "/pdf-assets/uploads",
  summary: "Start an upload: a presigned PUT bound to the declared size and type, valid 15 minutes.",
  tag,
  access: "admin",
  doors: ["trpc"],
  throttle: ["burst", "upload"],
  body: initiatePdfUploadSchema,
  output: pdfUploadSessionSchema,
  status: 201,
  errors: ["QUOTA_EXCEEDED", "BILLING_ORG_READ_ONLY"],
  handler: initiatePdfUpload,
  activity: documentWork,
});

export const pdfAssetsCommitUpload = defineOperation({
  name: "pdfAssets.commitUpload",
  method: "POST",
  path: "/pdf-assets/uploads/{uploadId}/commit",
  summary: "Turn uploaded bytes into an asset (201), or answer the existing asset of identical bytes (200).",
  tag,
  access: "admin",
  doors: ["trpc"],
  throttle: ["burst", "upload"],
  params: pdfUploadIdSchema,
  output: pdfAssetRecordSchema,
  status: 201,
  alsoStatus: [200],
  errors: ["NOT_FOUND", "UPLOAD_NOT_FOUND", "UPLOAD_SIZE_MISMATCH", "INVALID_PDF", "QUOTA_EXCEEDED", "BILLING_ORG_READ_ONLY"],
  handler: async (ctx, input) => {
    const { asset, created } = await commitPdfUpload(ctx, input);
    return new OperationAnswer(asset, created ? 201 : 200);
  },
  activity: documentWork,
});

export const pdfAssetsGet = defineOperation({
  name: "pdfAssets.get",
  method: "GET",
  path: "/pdf-assets/{id}",
  summary: "Read an asset with its pages and preview links.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: pdfAssetIdSchema,
  output: pdfAssetDetailSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getPdfAsset,
});

/** An extension of the spec (docs/api.md, "Renaming a PDF asset"). */
export const pdfAssetsRename = defineOperation({
  name: "pdfAssets.rename",
  method: "PATCH",
  path: "/pdf-assets/{id}",
  summary: "Give an asset another display name; \".pdf\" is added when the name does not end so.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: pdfAssetIdSchema,
  body: renamePdfAssetSchema,
  output: pdfAssetRecordSchema,
  status: 200,
  errors: ["NOT_FOUND", "BILLING_ORG_READ_ONLY"],
  handler: renamePdfAsset,
  activity: documentWork,
});

export const pdfAssetsGetProcessing = defineOperation({
  name: "pdfAssets.getProcessing",
  method: "GET",
  path: "/pdf-assets/{id}/processing",
  summary: "Read an asset's processing state.",
  tag,
  access: "admin",
  params: pdfAssetIdSchema,
  output: processingRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getPdfAssetProcessing,
});

export const pdfAssetsRetryProcessing = defineOperation({
  name: "pdfAssets.retryProcessing",
  method: "POST",
  path: "/pdf-assets/{id}/processing/retry",
  summary: "Queue a FAILED processing again.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: pdfAssetIdSchema,
  output: processingRecordSchema,
  status: 200,
  errors: ["NOT_FOUND", "INVALID_STATE", "BILLING_ORG_READ_ONLY"],
  handler: retryPdfAssetProcessing,
  activity: documentWork,
});

// Dashboard only: /api/v1 has no delete for assets.
export const pdfAssetsDelete = defineOperation({
  name: "pdfAssets.delete",
  summary: "Delete a PDF asset no process or template uses.",
  access: "dashboard",
  input: pdfAssetIdSchema,
  output: z.void(),
  handler: deletePdfAsset,
  activity: documentWork,
});

export const pdfAssetOperations = [
  pdfAssetsList,
  pdfAssetsInitiateUpload,
  pdfAssetsCommitUpload,
  pdfAssetsGet,
  pdfAssetsRename,
  pdfAssetsGetProcessing,
  pdfAssetsRetryProcessing,
  pdfAssetsDelete,
];
