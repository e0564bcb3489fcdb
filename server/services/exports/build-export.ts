/**
 * The background half of an export (server/queue/definitions/build-export.ts): every process the
 * filter holds, oldest first, as a folder of the ZIP, with processedCount counted as it goes,
 * then manifest.json with the SHA-256 of every other file. A retry starts the file again.
 */
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exports, organizations, pdfAssets, signingProcesses, type Export } from "../../db/schema";
import type { BuildExportPayload } from "../../queue/definitions/build-export";
import { getStorage } from "../../storage/storage";
import { readAuditTrail } from "../audit/list-audit-events";
import type { ServiceContext } from "../context";
import { processFilterConditions } from "../signing/list-signing-processes";
import { getSigningProcess } from "../signing/get-signing-process";
import { auditTrailCsv, processFolder } from "./export-files";
import { EXPORT_KEPT_DAYS } from "./export-record";
import { ExportTooLargeError, StorageZipWriter, type ZippedFile } from "./zip-writer";

type ProcessRow = Pick<typeof signingProcesses.$inferSelect, "id" | "subject" | "status" | "createdAt" | "erasedAt" | "signedPdfAssetId" | "certificatePdfAssetId">;

export async function buildExport(db: Db, payload: BuildExportPayload): Promise<void> {
  const [row] = await db.select().from(exports).where(eq(exports.id, payload.exportId));
  if (!row || row.status === "COMPLETED" || row.status === "FAILED") return;
  const processes = await exportedProcesses(db, row);
  await db.update(exports).set({ status: "RUNNING", processCount: processes.length, processedCount: 0 }).where(eq(exports.id, row.id));

  const key = `orgs/${row.organizationId}/exports/${row.id}.zip`;
  const zip = new StorageZipWriter(key);
  try {
    const ctx: ServiceContext = { db, organizationId: row.organizationId, actor: { kind: "SYSTEM", id: null, name: "Export" } };
    const files: ZippedFile[] = [];
    const listed: Array<{ id: string; subject: string; status: string; folder: string }> = [];
    for (const [index, process] of processes.entries()) {
      const folder = processFolder(process);
      files.push(...(await addProcess(ctx, zip, folder, process)));
      listed.push({ id: process.id, subject: process.subject, status: process.status, folder });
      await db.update(exports).set({ processedCount: index + 1 }).where(eq(exports.id, row.id));
    }
    const [organization] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, row.organizationId));
    const manifest = { organization, createdAt: row.createdAt.toISOString(), filter: row.filter ?? null, processes: listed, files };
    await zip.add("manifest.json", json(manifest), { compress: true });
    await zip.finish();
  } catch (error) {
    zip.abort();
    throw error;
  }
  const completedAt = new Date();
  await db
    .update(exports)
    .set({ status: "COMPLETED", storageKey: key, completedAt, expiresAt: new Date(completedAt.getTime() + EXPORT_KEPT_DAYS * 86_400_000) })
    .where(eq(exports.id, row.id));
}

/** When the job gives up: the export says so, in words that name no process or person. */
export async function failExport(db: Db, payload: BuildExportPayload, cause?: Error): Promise<void> {
  const error = cause instanceof ExportTooLargeError ? cause.message : "The export could not be built. Start a new one; if it fails again, the server's log says why.";
  await db.update(exports).set({ status: "FAILED", completedAt: new Date(), error }).where(eq(exports.id, payload.exportId));
}

/** The filter's processes, as they were when the export was asked for (none created since). */
async function exportedProcesses(db: Db, row: Export): Promise<ProcessRow[]> {
  return db
    .select({
      id: signingProcesses.id,
      subject: signingProcesses.subject,
      status: signingProcesses.status,
      createdAt: signingProcesses.createdAt,
      erasedAt: signingProcesses.erasedAt,
      signedPdfAssetId: signingProcesses.signedPdfAssetId,
      certificatePdfAssetId: signingProcesses.certificatePdfAssetId,
    })
    .from(signingProcesses)
    .where(
      and(
        eq(signingProcesses.organizationId, row.organizationId),
        lte(signingProcesses.createdAt, row.createdAt),
        processFilterConditions(row.filter ?? {}),
      ),
    )
    .orderBy(asc(signingProcesses.createdAt), asc(signingProcesses.id));
}

/** process.json and the trail always; the sealed files only when completed and not erased. */
async function addProcess(ctx: ServiceContext, zip: StorageZipWriter, folder: string, process: ProcessRow): Promise<ZippedFile[]> {
  const [record, trail] = await Promise.all([getSigningProcess(ctx, { id: process.id }), readAuditTrail(ctx.db, process.id)]);
  const files = [
    await zip.add(`${folder}/process.json`, json(record), { compress: true }),
    await zip.add(`${folder}/audit-trail.json`, json(trail), { compress: true }),
    await zip.add(`${folder}/audit-trail.csv`, auditTrailCsv(trail), { compress: true }),
  ];
  if (process.erasedAt || process.status !== "COMPLETED") return files;
  for (const [assetId, name] of [
    [process.signedPdfAssetId, "signed.pdf"],
    [process.certificatePdfAssetId, "certificate.pdf"],
  ] as const) {
    if (!assetId) continue;
    const [asset] = await ctx.db.select({ storageKey: pdfAssets.storageKey }).from(pdfAssets).where(eq(pdfAssets.id, assetId));
    if (asset) files.push(await zip.add(`${folder}/${name}`, await getStorage().readBytes(asset.storageKey), { compress: false }));
  }
  return files;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
