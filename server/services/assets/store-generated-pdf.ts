import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { organizations, pdfAssets, type AssetOrigin, type PdfAsset } from "../../db/schema";
import { processPdfAssetJob } from "../../queue/definitions/process-pdf-asset";
import { triggerJob } from "../../queue/trigger-job";
import { sha256Hex } from "../../crypto/sha256";
import { inspectPdf, type PdfInspection } from "../../pdf/inspect-pdf";
import { getStorage } from "../../storage/storage";
import { enforceQuota } from "../plans";
import { inspectPdfWithinPlan } from "./pdf-within-plan";
import { assetStorageKeys } from "./storage-keys";
import { usedStorageBytes } from "./used-storage";

/**
 * Keeps a PDF that Signet made (a sealed document, a certificate, a template's document) as an
 * asset of the organization, content-addressed like uploads, with its previews queued (or, with
 * `queuePreviews: false`, left for queueGeneratedPdfPreviews). Storing the same bytes twice
 * answers the asset that exists. With `countsTowardQuota` (a document made on request, such as
 * a template's), new bytes meet the plan as an upload does before anything is written: its
 * per-document limits (pdf-within-plan.ts), then its storageBytes (QUOTA_EXCEEDED). Without it
 * (the sealed files of a finished signing, which are never refused) the PDF is only read.
 */
export async function storeGeneratedPdf(
  db: Db | Tx,
  input: {
    organizationId: string;
    bytes: Uint8Array;
    fileName: string;
    origin: Exclude<AssetOrigin, "UPLOAD">;
    queuePreviews?: boolean;
    countsTowardQuota?: boolean;
  },
): Promise<PdfAsset> {
  const sha256 = sha256Hex(input.bytes);
  const find = async () =>
    (await db.select().from(pdfAssets).where(and(eq(pdfAssets.organizationId, input.organizationId), eq(pdfAssets.sha256, sha256))))[0];
  const existing = await find();
  if (existing) return existing;
  const { pageCount, pages } = input.countsTowardQuota ? await withinPlan(db, input.organizationId, input.bytes) : await inspectPdf(input.bytes);
  const storageKey = assetStorageKeys.source(input.organizationId, sha256);
  await getStorage().write(storageKey, Buffer.from(input.bytes), { contentType: "application/pdf" });
  const [created] = await db
    .insert(pdfAssets)
    .values({
      organizationId: input.organizationId,
      origin: input.origin,
      originalFileName: input.fileName,
      sizeBytes: input.bytes.byteLength,
      sha256,
      pageCount,
      pages,
      storageKey,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return (await find())!;
  if (input.queuePreviews === false) return created;
  return queuePreviews(db, created);
}

async function withinPlan(db: Db | Tx, organizationId: string, bytes: Uint8Array): Promise<PdfInspection> {
  const [organization] = await db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, organizationId));
  const inspection = await inspectPdfWithinPlan(organization!.plan, bytes);
  enforceQuota(organization!.plan, "storageBytes", await usedStorageBytes(db, organizationId), bytes.byteLength);
  return inspection;
}

/**
 * Queues the previews of generated assets kept without them; an asset whose previews are queued
 * already is left alone. The caller holds the lock that orders its writers (the process row).
 */
export async function queueGeneratedPdfPreviews(tx: Db | Tx, assetIds: string[]): Promise<void> {
  if (assetIds.length === 0) return;
  const waiting = await tx
    .select()
    .from(pdfAssets)
    .where(and(inArray(pdfAssets.id, assetIds), isNull(pdfAssets.processingJobId), eq(pdfAssets.processingStatus, "QUEUED")));
  for (const asset of waiting) await queuePreviews(tx, asset);
}

async function queuePreviews(db: Db | Tx, asset: PdfAsset): Promise<PdfAsset> {
  const { jobId } = await triggerJob(db, processPdfAssetJob, { assetId: asset.id, organizationId: asset.organizationId });
  const [queued] = await db.update(pdfAssets).set({ processingJobId: jobId }).where(eq(pdfAssets.id, asset.id)).returning();
  return queued!;
}
