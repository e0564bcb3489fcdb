import { createHash } from "node:crypto";
import { and, eq, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pdfAssets, pdfUploads, type PdfAsset, type PdfUpload } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { processPdfAssetJob } from "../../jobs/definitions/process-pdf-asset";
import { triggerJob } from "../../jobs/trigger-job";
import { inspectPdf, UnreadablePdfError } from "../../pdf/inspect-pdf";
import { getStorage } from "../../storage/storage";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { enforceQuota } from "../plans";
import { isUniqueViolation } from "../../db/errors";
import { toPdfAssetRecord, type PdfAssetRecord } from "./pdf-asset-record";
import { assetStorageKeys } from "./storage-keys";

export interface CommittedPdfUpload {
  asset: PdfAssetRecord;
  /** False when identical bytes were committed before and the existing asset is returned. */
  created: boolean;
}

async function sha256Of(key: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of await getStorage().openReadStream(key)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function findAsset(db: Db, organizationId: string, sha256: string): Promise<PdfAsset | undefined> {
  const [asset] = await db
    .select()
    .from(pdfAssets)
    .where(and(eq(pdfAssets.organizationId, organizationId), eq(pdfAssets.sha256, sha256)));
  return asset;
}

async function markCommitted(db: Db, upload: PdfUpload, assetId: string): Promise<void> {
  await db.update(pdfUploads).set({ committedAt: sql`now()`, assetId }).where(eq(pdfUploads.id, upload.id));
  // The bytes now live under the asset's content address; the upload copy is not needed.
  await getStorage().delete(upload.storageKey);
}

async function storedBytes(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(pdfAssets.sizeBytes).mapWith(Number) })
    .from(pdfAssets)
    .where(eq(pdfAssets.organizationId, organizationId));
  return row?.total ?? 0;
}

/**
 * Turns uploaded bytes into an asset: checks the stored size, hashes the bytes, returns the
 * existing asset for identical bytes, parses the PDF, checks the storage quota, and queues
 * processing in the same transaction that creates the asset. The upload throttle is the door's.
 */
export async function commitPdfUpload(ctx: ServiceContext, { uploadId }: { uploadId: string }): Promise<CommittedPdfUpload> {
  requireAdmin(ctx);
  const org = await loadWritableOrganization(ctx);

  const [upload] = await ctx.db
    .select()
    .from(pdfUploads)
    .where(and(eq(pdfUploads.id, uploadId), eq(pdfUploads.organizationId, ctx.organizationId)));
  if (!upload) throw notFound("Upload");

  if (upload.assetId) {
    const [asset] = await ctx.db.select().from(pdfAssets).where(eq(pdfAssets.id, upload.assetId));
    if (asset) return { asset: await toPdfAssetRecord(asset), created: false };
  }
  if (upload.committedAt || upload.expiresAt <= new Date()) {
    throw new AppError("UPLOAD_NOT_FOUND", "The upload session has expired; initiate a new upload");
  }

  const storage = getStorage();
  const stored = await storage.head(upload.storageKey);
  if (!stored) throw new AppError("UPLOAD_NOT_FOUND", "No bytes were uploaded yet: PUT the file to uploadUrl before committing");
  if (stored.sizeBytes !== upload.sizeBytes) {
    throw new AppError(
      "UPLOAD_SIZE_MISMATCH",
      `The uploaded file has ${stored.sizeBytes} bytes but ${upload.sizeBytes} were declared`,
      { declaredBytes: upload.sizeBytes, storedBytes: stored.sizeBytes },
    );
  }

  const sha256 = await sha256Of(upload.storageKey);
  const existing = await findAsset(ctx.db, ctx.organizationId, sha256);
  if (existing) {
    await markCommitted(ctx.db, upload, existing.id);
    return { asset: await toPdfAssetRecord(existing), created: false };
  }

  const bytes = await storage.readBytes(upload.storageKey);
  let inspection;
  try {
    inspection = await inspectPdf(bytes);
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new AppError("INVALID_PDF", error.message);
    throw error;
  }
  enforceQuota(org.plan, "storageBytes", await storedBytes(ctx.db, ctx.organizationId), upload.sizeBytes);

  const sourceKey = assetStorageKeys.source(ctx.organizationId, sha256);
  await storage.copy(upload.storageKey, sourceKey);
  let asset: PdfAsset;
  try {
    asset = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(pdfAssets)
        .values({
          organizationId: ctx.organizationId,
          originalFileName: upload.fileName,
          sizeBytes: upload.sizeBytes,
          sha256,
          pageCount: inspection.pageCount,
          pages: inspection.pages,
          storageKey: sourceKey,
        })
        .returning();
      const { jobId } = await triggerJob(tx, processPdfAssetJob, { assetId: created!.id });
      const [queued] = await tx
        .update(pdfAssets)
        .set({ processingJobId: jobId })
        .where(eq(pdfAssets.id, created!.id))
        .returning();
      return queued!;
    });
  } catch (error) {
    // Two commits of identical bytes at once: the unique index lets one win; the other
    // answers with the winner's asset.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findAsset(ctx.db, ctx.organizationId, sha256);
    if (!winner) throw error;
    await markCommitted(ctx.db, upload, winner.id);
    return { asset: await toPdfAssetRecord(winner), created: false };
  }
  await markCommitted(ctx.db, upload, asset.id);
  return { asset: await toPdfAssetRecord(asset), created: true };
}
