import { randomUUID } from "node:crypto";
import { initiatePdfUploadSchema, PDF_CONTENT_TYPE, type InitiatePdfUploadInput } from "@/lib/schemas/pdf-assets";
import { pdfUploads } from "../../db/schema";
import { enforceUploadThrottle } from "../../http/upload-throttle";
import { getStorage } from "../../storage/storage";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { parseInput } from "../parse-input";
import { enforceQuota } from "../plans";
import { assetStorageKeys } from "./storage-keys";

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

export interface PdfUploadSession {
  uploadId: string;
  uploadUrl: string;
  /** How to send the bytes: PUT with exactly these headers. */
  method: "PUT";
  headers: Record<string, string>;
  key: string;
  contentType: string;
  sizeBytes: number;
  expiresAt: string;
}

/** Starts an upload: a presigned PUT bound to the declared type and byte count, valid 15 minutes. */
export async function initiatePdfUpload(ctx: ServiceContext, rawInput: InitiatePdfUploadInput): Promise<PdfUploadSession> {
  requireAdmin(ctx);
  const input = parseInput(initiatePdfUploadSchema, rawInput);
  const org = await loadWritableOrganization(ctx);
  await enforceUploadThrottle(ctx.organizationId);
  enforceQuota(org.plan, "pdfSizeBytes", 0, input.sizeBytes);

  const uploadId = randomUUID();
  const key = assetStorageKeys.upload(ctx.organizationId, uploadId);
  const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_MS);
  const presigned = await getStorage().presignUpload({ key, contentType: PDF_CONTENT_TYPE, sizeBytes: input.sizeBytes, expiresAt });
  await ctx.db.insert(pdfUploads).values({
    id: uploadId,
    organizationId: ctx.organizationId,
    fileName: input.fileName,
    contentType: PDF_CONTENT_TYPE,
    sizeBytes: input.sizeBytes,
    storageKey: key,
    expiresAt,
  });
  return {
    uploadId,
    uploadUrl: presigned.url,
    method: "PUT",
    headers: presigned.headers,
    key,
    contentType: PDF_CONTENT_TYPE,
    sizeBytes: input.sizeBytes,
    expiresAt: expiresAt.toISOString(),
  };
}
