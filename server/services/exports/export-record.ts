/** What the API answers for an export, with a fresh download URL while its file is kept. */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { EXPORT_STATUSES, exports, type Export } from "../../db/schema";
import { notFound } from "../../errors";
import { getStorage } from "../../storage/storage";
import type { ServiceContext } from "../context";

/** A download URL works for a day; each read of the export presigns a new one. */
export const DOWNLOAD_URL_HOURS = 24;
/** The file is kept this long after it was built; then the sweep deletes it. */
export const EXPORT_KEPT_DAYS = 7;

const timestamp = z.iso.datetime();

export const exportRecordSchema = z.object({
  id: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  filter: z
    .object({
      status: z.array(z.string()).optional(),
      templateId: z.string().optional(),
      createdFrom: z.string().optional(),
      createdTo: z.string().optional(),
      q: z.string().optional(),
      bulkSendId: z.string().optional(),
    })
    .nullable(),
  processCount: z.number().int(),
  processedCount: z.number().int(),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
  downloadUrl: z.string().nullable(),
  expiresAt: timestamp.nullable(),
  error: z.string().nullable(),
});
export type ExportRecord = z.output<typeof exportRecordSchema>;

/** The file name a download gets: "signet-export-2026-11-29.zip". */
export function exportFileName(record: Pick<Export, "createdAt">): string {
  return `signet-export-${record.createdAt.toISOString().slice(0, 10)}.zip`;
}

export async function toExportRecord(row: Export, now = new Date()): Promise<ExportRecord> {
  return {
    id: row.id,
    status: row.status,
    filter: row.filter ?? null,
    processCount: row.processCount,
    processedCount: row.processedCount,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    downloadUrl: await downloadUrl(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** Null before the file exists and once it expired (its key is cleared when the sweep deletes it). */
async function downloadUrl(row: Export, now: Date): Promise<string | null> {
  if (row.status !== "COMPLETED" || !row.storageKey || !row.expiresAt || row.expiresAt <= now) return null;
  const dayFromNow = new Date(now.getTime() + DOWNLOAD_URL_HOURS * 3_600_000);
  return getStorage().presignDownload({
    key: row.storageKey,
    expiresAt: row.expiresAt < dayFromNow ? row.expiresAt : dayFromNow,
    fileName: exportFileName(row),
    contentType: "application/zip",
  });
}

/** GET /exports/{id}: another organization's id is 404. */
export async function getExport(ctx: ServiceContext, input: { id: string }): Promise<ExportRecord> {
  const [row] = await ctx.db
    .select()
    .from(exports)
    .where(and(eq(exports.id, input.id), eq(exports.organizationId, ctx.organizationId)));
  if (!row) throw notFound("Export");
  return toExportRecord(row);
}
