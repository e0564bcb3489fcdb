import { and, count, desc, eq, ilike, notLike } from "drizzle-orm";
import type { z } from "zod";
import type { listPdfAssetsSchema } from "@/lib/schemas/pdf-assets";
import { offsetOf, type Page } from "@/lib/pagination";
import { pdfAssets } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { toPdfAssetRecord, type PdfAssetRecord } from "./pdf-asset-record";
import { containsPattern } from "../../db/like-pattern";
import { ERASED_SHA256_PREFIX } from "./erased-asset";

/** The organization's assets, newest first, optionally by processing status or file name. */
export async function listPdfAssets(ctx: ServiceContext, input: z.output<typeof listPdfAssetsSchema>): Promise<Page<PdfAssetRecord>> {
  requireAdmin(ctx);
  const where = and(
    eq(pdfAssets.organizationId, ctx.organizationId),
    // Signed documents and certificates belong to their processes, not to the upload library.
    eq(pdfAssets.origin, "UPLOAD"),
    // A file erased with its process is gone; its row stays only for the process that names it.
    notLike(pdfAssets.sha256, `${ERASED_SHA256_PREFIX}%`),
    input.status ? eq(pdfAssets.processingStatus, input.status) : undefined,
    input.q ? ilike(pdfAssets.originalFileName, containsPattern(input.q)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(pdfAssets)
      .where(where)
      .orderBy(desc(pdfAssets.createdAt), desc(pdfAssets.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(pdfAssets).where(where),
  ]);
  return {
    items: await Promise.all(rows.map(toPdfAssetRecord)),
    total: totals?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
