/**
 * Each page's text of a signer's document, the accessible alternative to its page images
 * (docs/signing-page.md, "Text for screen readers"). Read once per document and kept in storage
 * beside the page images: at processing, or on the first request for a document processed
 * before the text was kept.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pdfAssets, type PdfAsset } from "../../db/schema";
import { notFound } from "../../errors";
import { extractPageText, PageTextError } from "../../pdf/page-text";
import { getStorage } from "../../storage/storage";
import { assetStorageKeys } from "../assets/storage-keys";

// Note: on globalThis because Next.js bundles each route separately; a phone's reload and a
// second signer asking meanwhile share the one reading under way.
const holder = globalThis as unknown as { __signetPageTextInFlight?: Map<string, Promise<string[]>> };
const inFlight = (holder.__signetPageTextInFlight ??= new Map<string, Promise<string[]>>());

/** Reads a READY asset's text from its PDF and stores it; answers what was stored. */
export async function storePageText(asset: PdfAsset): Promise<string[]> {
  const storage = getStorage();
  const pages = await extractPageText(await storage.readBytes(asset.storageKey), { maxPages: asset.previews.length });
  await storage.write(assetStorageKeys.pageText(asset.organizationId, asset.sha256), Buffer.from(JSON.stringify(pages)), { contentType: "application/json" });
  return pages;
}

/** Every page's text of a READY asset, one string per page, read from its PDF the first time. */
export async function pageTextOf(asset: PdfAsset): Promise<string[]> {
  if (asset.processingStatus !== "READY") throw notFound("Page text");
  const storage = getStorage();
  const key = assetStorageKeys.pageText(asset.organizationId, asset.sha256);
  if (await storage.head(key)) return JSON.parse((await storage.readBytes(key)).toString("utf8")) as string[];
  let reading = inFlight.get(key);
  if (!reading) {
    reading = storePageText(asset).finally(() => inFlight.delete(key));
    inFlight.set(key, reading);
  }
  return reading;
}

/**
 * The processing job's last step: the text of an asset that became READY. A file whose text
 * cannot be read is still signed from its images: its signing page then asks again, and keeps
 * the images' "Page n of m" labels if that fails too.
 */
export async function storePageTextAfterProcessing(db: Db, assetId: string): Promise<void> {
  const [asset] = await db.select().from(pdfAssets).where(eq(pdfAssets.id, assetId));
  if (asset?.processingStatus !== "READY") return;
  try {
    await storePageText(asset);
  } catch (error) {
    if (!(error instanceof PageTextError)) throw error;
  }
}
