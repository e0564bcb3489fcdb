import { PREVIEW_WIDTH_PX, type RenditionWidth } from "@/lib/page-renditions";
import type { PdfAsset } from "../../db/schema";
import { notFound } from "../../errors";
import { renderPageImage, type RenderOptions } from "../../pdf/render-pages";
import { getStorage } from "../../storage/storage";
import { assetStorageKeys } from "./storage-keys";
import { takingTurns } from "./taking-turns";

/**
 * Renditions rendered at once by this process; more wait. Each takes a worker thread with its
 * own copy of the PDF, and a reader's phone asks for every page on screen together. Renders
 * of the same page in progress are shared. Note: on globalThis because Next.js bundles each
 * route separately; one of each per process.
 */
const RENDERS_AT_ONCE = 2;
const holder = globalThis as unknown as { __signetRenditionTurns?: ReturnType<typeof takingTurns>; __signetRenditionsInFlight?: Map<string, Promise<void>> };
const inTurn = (holder.__signetRenditionTurns ??= takingTurns(RENDERS_AT_ONCE));
const inFlight = (holder.__signetRenditionsInFlight ??= new Map<string, Promise<void>>());

/**
 * The storage key of a READY asset's page (0-based) at `widthPx`. The preview was made at
 * processing; a larger rendition is rendered the first time it is asked for, in the PDF worker
 * under its budget, and stored beside the preview, so processing does not pay for sizes that
 * most documents never need. Two instances asking at once both render and write the same
 * bytes, which costs a render and harms nothing.
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
  let rendering = inFlight.get(key);
  if (!rendering) {
    rendering = inTurn(async () => {
      if (await storage.head(key)) return;
      const rendered = await renderPageImage(await storage.readBytes(asset.storageKey), page, widthPx, options);
      await storage.write(key, rendered.image, { contentType: "image/webp" });
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, rendering);
  }
  await rendering;
  return key;
}
