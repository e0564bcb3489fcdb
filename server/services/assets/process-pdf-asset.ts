import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pdfAssets, type PagePreview } from "../../db/schema";
import { PageRenderError, renderPreviews } from "../../pdf/render-pages";
import { getStorage } from "../../storage/storage";
import { assetStorageKeys } from "./storage-keys";

/** A failure that retrying cannot cure: the file itself cannot be rendered. */
export class UnprocessablePdfError extends Error {}

/**
 * The processing job's work: QUEUED or PROCESSING (a retried attempt) becomes PROCESSING,
 * every page preview and the thumbnail are rendered and stored, then READY. An asset already
 * READY or FAILED is left alone, so a repeated run changes nothing.
 */
export async function processPdfAsset(db: Db, assetId: string): Promise<void> {
  const [asset] = await db
    .update(pdfAssets)
    .set({ processingStatus: "PROCESSING", processingStartedAt: sql`now()`, processingErrorMessage: null })
    .where(and(eq(pdfAssets.id, assetId), inArray(pdfAssets.processingStatus, ["QUEUED", "PROCESSING"])))
    .returning();
  if (!asset) return;

  const storage = getStorage();
  const bytes = await storage.readBytes(asset.storageKey);
  const previews: PagePreview[] = [];
  let thumbnailKey: string | null = null;
  try {
    await renderPreviews(bytes, async (rendered, kind) => {
      const key =
        kind === "thumbnail"
          ? assetStorageKeys.thumbnail(asset.organizationId, asset.sha256)
          : assetStorageKeys.preview(asset.organizationId, asset.sha256, rendered.page);
      await storage.write(key, rendered.image, { contentType: "image/webp" });
      if (kind === "thumbnail") thumbnailKey = key;
      else previews.push({ page: rendered.page, storageKey: key, widthPx: rendered.widthPx, heightPx: rendered.heightPx });
    });
  } catch (error) {
    if (error instanceof PageRenderError) throw new UnprocessablePdfError(error.message);
    throw error;
  }

  await db
    .update(pdfAssets)
    .set({ processingStatus: "READY", processingFinishedAt: sql`now()`, previews, thumbnailKey })
    .where(and(eq(pdfAssets.id, assetId), eq(pdfAssets.processingStatus, "PROCESSING")));
}

/** Ends processing as FAILED with a message a person can act on. */
export async function markPdfAssetProcessingFailed(db: Db, assetId: string, message: string): Promise<void> {
  await db
    .update(pdfAssets)
    .set({ processingStatus: "FAILED", processingFinishedAt: sql`now()`, processingErrorMessage: message })
    .where(and(eq(pdfAssets.id, assetId), inArray(pdfAssets.processingStatus, ["QUEUED", "PROCESSING"])));
}
