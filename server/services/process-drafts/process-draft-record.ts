import { inArray } from "drizzle-orm";
import { z } from "zod";
import { processDraftContentSchema } from "@/lib/schemas/process-drafts";
import type { Db } from "../../db/client";
import { pdfAssets, type ProcessDraftRow } from "../../db/schema";

export const processDraftRecordSchema = z.object({
  id: z.uuid(),
  version: z.number().int().min(1),
  content: processDraftContentSchema,
  /** The chosen document's file name; null while none is chosen or once it is deleted. */
  documentName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProcessDraftRecord = z.output<typeof processDraftRecordSchema>;

/** Drafts as the dashboard reads them, with their documents' names (one query for all). */
export async function toProcessDraftRecords(db: Db, rows: ProcessDraftRow[]): Promise<ProcessDraftRecord[]> {
  const assetIds = [...new Set(rows.map((row) => row.content.sourcePdfAssetId).filter((id) => id !== ""))];
  const assets =
    assetIds.length === 0
      ? []
      : await db.select({ id: pdfAssets.id, organizationId: pdfAssets.organizationId, name: pdfAssets.originalFileName }).from(pdfAssets).where(inArray(pdfAssets.id, assetIds));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    // Drafts saved before observers existed have none stored.
    content: { ...row.content, observers: row.content.observers ?? [] },
    documentName: assets.find((asset) => asset.id === row.content.sourcePdfAssetId && asset.organizationId === row.organizationId)?.name ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toProcessDraftRecord(db: Db, row: ProcessDraftRow): Promise<ProcessDraftRecord> {
  return (await toProcessDraftRecords(db, [row]))[0]!;
}
