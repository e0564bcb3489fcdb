import { PREVIEW_WIDTH_PX, type RenditionWidth } from "@/lib/page-renditions";
import type { PdfAsset } from "../../db/schema";
import { notFound } from "../../errors";
import { renderPageImage, type RenderOptions } from "../../pdf/render-pages";
import { getStorage } from "../../storage/storage";
import { assetStorageKeys } from "./storage-keys";

/**
 * The storage key of a READY asset's page (0-based) at `widthPx`. The preview was made at
 * processing; a larger rendition is rendered the first time it is asked for, in the PDF worker
 * under its budget, and stored beside the preview, so processing does not pay for sizes that
 * most documents never need. Two readers asking at once both render and write the same bytes,
 * which costs a render and harms nothing.
 */
export async function pageRenditionKey(
  asset: PdfAsset,
  page: number,
  widthPx: RenditionWidth,
  options: Pick<RenderOptions, "budget"> = {},
): Promise<string> {
  const preview = asset.processingStatus === "READY" ? asset.previews.find((candidate) => candidate.page === page) : undefined;
  if (!preview) throw notFound("Page");
  if (widthPx === PREVIEW_WIDTH_PX) return preview.storageKey;

  const storage = getStorage();
  const key = assetStorageKeys.rendition(asset.organizationId, asset.sha256, page, widthPx);
  if (await storage.head(key)) return key;
  const rendered = await renderPageImage(await storage.readBytes(asset.storageKey), page, widthPx, options);
  await storage.write(key, rendered.image, { contentType: "image/webp" });
  return key;
}
