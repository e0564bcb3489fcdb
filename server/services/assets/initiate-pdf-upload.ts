import { randomUUID } from "node:crypto";
import { z } from "zod";
import { PDF_CONTENT_TYPE, type initiatePdfUploadSchema } from "@/lib/schemas/pdf-assets";
import { pdfUploads } from "../../db/schema";
import { getStorage } from "../../storage/storage";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { enforceQuota } from "../plans";
import { assetStorageKeys } from "./storage-keys";
import { usedStorageBytes } from "./used-storage";

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

export const pdfUploadSessionSchema = z.object({
  uploadId: z.uuid(),
  uploadUrl: z.string(),
  /** How to send the bytes: PUT with exactly these headers. */
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  contentType: z.literal(PDF_CONTENT_TYPE),
  sizeBytes: z.number().int(),
  expiresAt: z.iso.datetime(),
});

export type PdfUploadSession = z.output<typeof pdfUploadSessionSchema>;

/**
 * Starts an upload: a presigned PUT bound to the declared type and byte count, valid 15 minutes.
 * The declared size counts toward the storage quota from now until commit or expiry. The upload
 * throttle is the door's (operations.ts).
 */
export async function initiatePdfUpload(
  ctx: ServiceContext,
  input: z.output<typeof initiatePdfUploadSchema>,
): Promise<PdfUploadSession> {
  requireAdmin(ctx);
  const org = await loadWritableOrganization(ctx);
  enforceQuota(org.plan, "pdfSizeBytes", 0, input.sizeBytes);
  enforceQuota(org.plan, "storageBytes", await usedStorageBytes(ctx.db, ctx.organizationId), input.sizeBytes);

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
