import { z } from "zod";
import { pdfFailureReasonSchema, processingStatusSchema, type PdfFailureReason } from "@/lib/schemas/pdf-assets";
import type { PageGeometry, PdfAsset, ProcessingStatus } from "../../db/schema";
import { getStorage } from "../../storage/storage";

/** Preview links are short-lived: long enough to look at the document, then useless. */
export const PREVIEW_URL_TTL_MS = 60 * 60 * 1000;

const timestamp = z.iso.datetime();

export const processingRecordSchema = z.object({
  status: processingStatusSchema,
  jobId: z.string().nullable(),
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
  errorMessage: z.string().nullable(),
  failureReason: pdfFailureReasonSchema.nullable(),
});

export const pdfAssetRecordSchema = z.object({
  id: z.uuid(),
  originalFileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  pageCount: z.number().int(),
  createdAt: timestamp,
  processing: processingRecordSchema,
  thumbnailUrl: z.string().nullable(),
});

/** `pages` in points as displayed, with a one-hour preview link once READY. */
export const pdfAssetDetailSchema = pdfAssetRecordSchema.extend({
  pages: z.array(z.object({ width: z.number(), height: z.number(), rotation: z.number(), previewUrl: z.string().nullable() })),
});

export interface ProcessingRecord {
  status: ProcessingStatus;
  jobId: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  errorMessage: string | null;
  /** Set when FAILED: why, for a sentence a person understands. */
  failureReason: PdfFailureReason | null;
}

export interface PdfAssetRecord {
  id: string;
  originalFileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  pageCount: number;
  createdAt: string;
  processing: ProcessingRecord;
  thumbnailUrl: string | null;
}

export interface PdfAssetDetail extends PdfAssetRecord {
  pages: Array<PageGeometry & { previewUrl: string | null }>;
}

export function toProcessingRecord(asset: PdfAsset): ProcessingRecord {
  return {
    status: asset.processingStatus,
    jobId: asset.processingJobId,
    startedAt: asset.processingStartedAt?.toISOString() ?? null,
    finishedAt: asset.processingFinishedAt?.toISOString() ?? null,
    errorMessage: asset.processingErrorMessage,
    // Assets that FAILED before reasons were recorded have none: the generic one fits them.
    failureReason: asset.processingStatus === "FAILED" ? (asset.processingFailureReason ?? "PROCESSING_ERROR") : null,
  };
}

function previewUrl(key: string | null | undefined, expiresAt: Date): Promise<string | null> {
  return key ? getStorage().presignDownload({ key, expiresAt, contentType: "image/webp" }) : Promise.resolve(null);
}

export async function toPdfAssetRecord(asset: PdfAsset): Promise<PdfAssetRecord> {
  const expiresAt = new Date(Date.now() + PREVIEW_URL_TTL_MS);
  return {
    id: asset.id,
    originalFileName: asset.originalFileName,
    mimeType: asset.mimeType,
    sizeBytes: asset.sizeBytes,
    sha256: asset.sha256,
    pageCount: asset.pageCount,
    createdAt: asset.createdAt.toISOString(),
    processing: toProcessingRecord(asset),
    thumbnailUrl: asset.processingStatus === "READY" ? await previewUrl(asset.thumbnailKey, expiresAt) : null,
  };
}

export async function toPdfAssetDetail(asset: PdfAsset): Promise<PdfAssetDetail> {
  const expiresAt = new Date(Date.now() + PREVIEW_URL_TTL_MS);
  const ready = asset.processingStatus === "READY";
  const pages = await Promise.all(
    asset.pages.map(async (page, index) => ({
      ...page,
      previewUrl: ready ? await previewUrl(asset.previews.find((preview) => preview.page === index)?.storageKey, expiresAt) : null,
    })),
  );
  return { ...(await toPdfAssetRecord(asset)), pages };
}
