import { eq } from "drizzle-orm";
import { z } from "zod";
import { pdfAssets } from "../../db/schema";
import { notFound } from "../../errors";
import type { SignerContext } from "../operation";
import { pageTextOf } from "./page-text";
import { openSignerSession } from "./signer-session";

export const signerPageTextSchema = z.object({
  pages: z.array(
    z.object({
      /** 1-based, as people count pages. */
      page: z.number().int(),
      /** The page's text in reading order, lines separated by line breaks; empty for a page without text (a scan). */
      text: z.string(),
    }),
  ),
});

/**
 * Every page's text of the signer's document, for screen readers. Like the view and the page
 * images, it answers for a process in any state, so a finished signer can still read it.
 */
export async function getSignerPageText({ db, token }: Pick<SignerContext, "db" | "token">): Promise<z.infer<typeof signerPageTextSchema>> {
  const { process } = await openSignerSession(db, token);
  const [asset] = process.sourcePdfAssetId ? await db.select().from(pdfAssets).where(eq(pdfAssets.id, process.sourcePdfAssetId)) : [];
  if (!asset) throw notFound("Page text");
  const texts = await pageTextOf(asset);
  return { pages: texts.map((text, index) => ({ page: index + 1, text })) };
}
