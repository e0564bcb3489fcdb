import { eq } from "drizzle-orm";
import type { RenditionWidth } from "@/lib/page-renditions";
import { pdfAssets } from "../../db/schema";
import { notFound } from "../../errors";
import { getStorage } from "../../storage/storage";
import { pageRenditionKey } from "../assets/page-rendition";
import type { SignerContext } from "../operation";
import { openSignerSession } from "./signer-session";

/**
 * One page of the signer's document as WebP at `width` (1-based `page`): the preview, or the
 * zoom rendition, made the first time any signer asks for it. Like the view, it answers for a
 * process in any state, so a finished signer can still read what they signed.
 */
export async function getSignerPageImage(
  { db, token }: Pick<SignerContext, "db" | "token">,
  input: { page: number; width: RenditionWidth },
): Promise<Buffer> {
  const { process } = await openSignerSession(db, token);
  const [asset] = process.sourcePdfAssetId ? await db.select().from(pdfAssets).where(eq(pdfAssets.id, process.sourcePdfAssetId)) : [];
  if (!asset) throw notFound("Page");
  return getStorage().readBytes(await pageRenditionKey(asset, input.page - 1, input.width));
}
