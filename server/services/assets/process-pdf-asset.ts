import { and, eq, inArray, sql } from "drizzle-orm";
import type { PdfFailureReason } from "@/lib/schemas/pdf-assets";
import type { Db } from "../../db/client";
import { organizations, pdfAssets, type PagePreview } from "../../db/schema";
import { PageRenderError, renderPreviews, type RenderOptions } from "../../pdf/render-pages";
import { getStorage } from "../../storage/storage";
import { PLAN_LIMITS } from "../plans";
import { assetStorageKeys } from "./storage-keys";

/**
 * A failure that retrying cannot cure: the file itself cannot be rendered. The asset is already
 * FAILED with its reason when this is thrown.
 */
export class UnprocessablePdfError extends Error {}

/**
 * The processing job's work: QUEUED or PROCESSING (a retried attempt) becomes PROCESSING,
 * every page preview and the thumbnail are rendered and stored, then READY. An asset already
 * READY or FAILED is left alone, so a repeated run changes nothing. Rendering runs in a worker
 * thread under a time budget (server/pdf/render-pages.ts); `budget` is for tests.
 */
export async function processPdfAsset(db: Db, assetId: string, options: Pick<RenderOptions, "budget"> = {}): Promise<void> {
  const [asset] = await db
    .update(pdfAssets)
    .set({ processingStatus: "PROCESSING", processingStartedAt: sql`now()`, processingErrorMessage: null, processingFailureReason: null })
    .where(and(eq(pdfAssets.id, assetId), inArray(pdfAssets.processingStatus, ["QUEUED", "PROCESSING"])))
    .returning();
  if (!asset) return;

  // Uploads were counted against the plan's page limit at commit, by pdf-lib; PDF.js counts
  // again here, so a file the two read differently (or one committed before the limit existed)
  // still cannot make the renderer work through more pages than the plan allows.
  const [organization] = await db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, asset.organizationId));
  const maxPages = asset.origin === "UPLOAD" && organization ? PLAN_LIMITS[organization.plan].pdfPages : undefined;

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
    }, { maxPages, budget: options.budget });
  } catch (error) {
    if (!(error instanceof PageRenderError)) throw error;
    // Note: marked here, where the reason is known; the job's last-resort marking (after its
    // retries) sees only an error message and then finds the asset FAILED already.
    await markPdfAssetProcessingFailed(db, assetId, `Processing failed: ${error.message}`, error.reason);
    throw new UnprocessablePdfError(error.message);
  }

  await db
    .update(pdfAssets)
    .set({ processingStatus: "READY", processingFinishedAt: sql`now()`, previews, thumbnailKey })
    .where(and(eq(pdfAssets.id, assetId), eq(pdfAssets.processingStatus, "PROCESSING")));
}

/**
 * Ends processing as FAILED with the technical message and the reason a person is told;
 * PROCESSING_ERROR when the file was not at fault (storage down, retries exhausted).
 */
export async function markPdfAssetProcessingFailed(
  db: Db,
  assetId: string,
  message: string,
  reason: PdfFailureReason = "PROCESSING_ERROR",
): Promise<void> {
  await db
    .update(pdfAssets)
    .set({ processingStatus: "FAILED", processingFinishedAt: sql`now()`, processingErrorMessage: message, processingFailureReason: reason })
    .where(and(eq(pdfAssets.id, assetId), inArray(pdfAssets.processingStatus, ["QUEUED", "PROCESSING"])));
}
