import { and, eq } from "drizzle-orm";
import { pdfAssetIdSchema } from "@/lib/schemas/pdf-assets";
import { pdfAssets, type PdfAsset } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { parseInput } from "../parse-input";
import { toPdfAssetDetail, toProcessingRecord, type PdfAssetDetail, type ProcessingRecord } from "./pdf-asset-record";

/**
 * The organization's asset, or 404 for an unknown id and another organization's alike. Note:
 * the id is checked here too, because dashboard pages pass it on from their URL.
 */
export async function loadPdfAsset(ctx: ServiceContext, rawInput: { id: string }): Promise<PdfAsset> {
  requireAdmin(ctx);
  const { id } = parseInput(pdfAssetIdSchema, rawInput, "path");
  const [asset] = await ctx.db
    .select()
    .from(pdfAssets)
    .where(and(eq(pdfAssets.id, id), eq(pdfAssets.organizationId, ctx.organizationId)));
  if (!asset) throw notFound("PDF asset");
  return asset;
}

/** The asset with its pages. */
export async function getPdfAsset(ctx: ServiceContext, input: { id: string }): Promise<PdfAssetDetail> {
  return toPdfAssetDetail(await loadPdfAsset(ctx, input));
}

export async function getPdfAssetProcessing(ctx: ServiceContext, input: { id: string }): Promise<ProcessingRecord> {
  return toProcessingRecord(await loadPdfAsset(ctx, input));
}
