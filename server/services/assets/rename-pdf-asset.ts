import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { renamePdfAssetSchema } from "@/lib/schemas/pdf-assets";
import { pdfAssets } from "../../db/schema";
import { notFound } from "../../errors";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadPdfAsset } from "./get-pdf-asset";
import { toPdfAssetRecord, type PdfAssetRecord } from "./pdf-asset-record";

/** A name that does not end in ".pdf" gets it, so that the file still opens when downloaded. */
function withPdfEnding(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/**
 * Gives a document another display name. Only the name changes: the bytes and their hash stay,
 * and processes that use the document show the new name beside their own subjects. Assets have
 * no audit trail; `updatedAt` records the change.
 */
export async function renamePdfAsset(ctx: ServiceContext, input: { id: string } & z.output<typeof renamePdfAssetSchema>): Promise<PdfAssetRecord> {
  const asset = await loadPdfAsset(ctx, input);
  await loadWritableOrganization(ctx);
  const [renamed] = await ctx.db
    .update(pdfAssets)
    .set({ originalFileName: withPdfEnding(input.originalFileName) })
    .where(and(eq(pdfAssets.id, asset.id), eq(pdfAssets.organizationId, ctx.organizationId)))
    .returning();
  // Deleted between the two statements.
  if (!renamed) throw notFound("PDF asset");
  return toPdfAssetRecord(renamed);
}
