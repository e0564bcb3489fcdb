import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pdfAssets, pdfUploads, type PdfAsset, type PdfUpload } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { processPdfAssetJob } from "../../queue/definitions/process-pdf-asset";
import { triggerJob } from "../../queue/trigger-job";
import { sha256Hex } from "../../crypto/sha256";
import { getStorage, StorageObjectNotFoundError } from "../../storage/storage";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { enforceQuota } from "../plans";
import { isUniqueViolation } from "../../db/errors";
import { toPdfAssetRecord, type PdfAssetRecord } from "./pdf-asset-record";
import { inspectPdfWithinPlan } from "./pdf-within-plan";
import { assetStorageKeys } from "./storage-keys";
import { usedStorageBytes } from "./used-storage";

export interface CommittedPdfUpload {
  asset: PdfAssetRecord;
  /** False when identical bytes were committed before and the existing asset is returned. */
  created: boolean;
}

async function findAsset(db: Db, organizationId: string, sha256: string): Promise<PdfAsset | undefined> {
  const [asset] = await db
    .select()
    .from(pdfAssets)
    .where(and(eq(pdfAssets.organizationId, organizationId), eq(pdfAssets.sha256, sha256)));
  return asset;
}

async function markCommitted(db: Db, upload: PdfUpload, assetId: string): Promise<void> {
  // The row first: a commit of the same upload that then finds the bytes gone reads the asset here.
  await db.update(pdfUploads).set({ committedAt: sql`now()`, assetId }).where(eq(pdfUploads.id, upload.id));
  // The bytes now live under the asset's content address; the upload copy is not needed.
  await getStorage().delete(upload.storageKey);
}

/**
 * The upload's bytes are gone. A commit of the same upload running alongside this one may have
 * taken them: it marks the upload committed before it deletes the upload copy, so its asset is
 * found here and answered as an existing one. Otherwise nothing was uploaded.
 */
async function committedMeanwhile(db: Db, upload: PdfUpload): Promise<CommittedPdfUpload> {
  const [committed] = await db
    .select({ asset: pdfAssets })
    .from(pdfUploads)
    .innerJoin(pdfAssets, eq(pdfAssets.id, pdfUploads.assetId))
    .where(eq(pdfUploads.id, upload.id));
  if (committed) return { asset: await toPdfAssetRecord(committed.asset), created: false };
  throw new AppError("UPLOAD_NOT_FOUND", "No bytes were uploaded yet: PUT the file to uploadUrl before committing");
}

/**
 * Turns uploaded bytes into an asset: checks the stored size, hashes the bytes, returns the
 * existing asset for identical bytes, checks the PDF against the plan's per-document limits
 * (pdf-within-plan.ts), checks the storage quota, and queues processing in the same transaction
 * that creates the asset. The upload throttle is the door's.
 *
 * The bytes are read once, and exactly those bytes are checked, hashed, parsed and stored: with
 * S3 a presigned URL can be PUT to again until it expires, so the object may change under us.
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
  if (!stored) return committedMeanwhile(ctx.db, upload);
  if (stored.sizeBytes !== upload.sizeBytes) {
    throw new AppError(
      "UPLOAD_SIZE_MISMATCH",
      `The uploaded file has ${stored.sizeBytes} bytes but ${upload.sizeBytes} were declared`,
      { declaredBytes: upload.sizeBytes, storedBytes: stored.sizeBytes },
    );
  }

  let bytes: Uint8Array;
  try {
    bytes = await storage.readBytes(upload.storageKey);
  } catch (error) {
    if (!(error instanceof StorageObjectNotFoundError)) throw error;
    return committedMeanwhile(ctx.db, upload);
  }
  if (bytes.byteLength !== upload.sizeBytes) {
    throw new AppError("UPLOAD_SIZE_MISMATCH", `The uploaded file has ${bytes.byteLength} bytes but ${upload.sizeBytes} were declared`, {
      declaredBytes: upload.sizeBytes,
      storedBytes: bytes.byteLength,
    });
  }
  const sha256 = sha256Hex(bytes);
  const existing = await findAsset(ctx.db, ctx.organizationId, sha256);
  if (existing) {
    await markCommitted(ctx.db, upload, existing.id);
    return { asset: await toPdfAssetRecord(existing), created: false };
  }

  const inspection = await inspectPdfWithinPlan(org.plan, bytes);
  // This upload's own declared size is what it adds, so it is left out of the pending ones.
  enforceQuota(org.plan, "storageBytes", await usedStorageBytes(ctx.db, ctx.organizationId, { exceptUploadId: upload.id }), upload.sizeBytes);

  const sourceKey = assetStorageKeys.source(ctx.organizationId, sha256);
  await storage.write(sourceKey, bytes, { contentType: upload.contentType });
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
      const { jobId } = await triggerJob(tx, processPdfAssetJob, { assetId: created!.id, organizationId: ctx.organizationId });
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
