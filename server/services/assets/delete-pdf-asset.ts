import { and, eq, or, sql } from "drizzle-orm";
import { pdfAssets, signingProcesses, templates, templateVersions, type PdfAsset } from "../../db/schema";
import type { Db } from "../../db/client";
import { isForeignKeyViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { getStorage } from "../../storage/storage";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadPdfAsset } from "./get-pdf-asset";
import { assetStorageKeys } from "./storage-keys";

const IN_USE_BY_PROCESS =
  "This document cannot be deleted because a signing process uses it. Its signers, audit trail and signed copy depend on it.";
const IN_USE_BY_TEMPLATE = "This document cannot be deleted because a template uses it. Choose another document in the template first.";

async function usedByProcess(db: Db, asset: PdfAsset): Promise<boolean> {
  const [used] = await db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(
      and(
        eq(signingProcesses.organizationId, asset.organizationId),
        or(
          eq(signingProcesses.sourcePdfAssetId, asset.id),
          eq(signingProcesses.signedPdfAssetId, asset.id),
          eq(signingProcesses.certificatePdfAssetId, asset.id),
        ),
      ),
    )
    .limit(1);
  return used !== undefined;
}

/** A template's draft or any published version names the document (by id, inside its definition). */
async function usedByTemplate(db: Db, asset: PdfAsset): Promise<boolean> {
  const [draft] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.organizationId, asset.organizationId), sql`${templates.draft}->>'sourcePdfAssetId' = ${asset.id}`))
    .limit(1);
  if (draft) return true;
  const [version] = await db
    .select({ id: templateVersions.id })
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .where(and(eq(templates.organizationId, asset.organizationId), sql`${templateVersions.definition}->>'sourcePdfAssetId' = ${asset.id}`))
    .limit(1);
  return version !== undefined;
}

/**
 * Deletes an uploaded document and its files (source, previews, thumbnail). Refused (409
 * INVALID_STATE) while a signing process or a template uses it, and while its previews are
 * still being made (the job would write them after the files were gone). Dashboard only.
 */
export async function deletePdfAsset(ctx: ServiceContext, input: { id: string }): Promise<void> {
  const asset = await loadPdfAsset(ctx, input);
  await loadWritableOrganization(ctx);
  if (asset.origin !== "UPLOAD" || (await usedByProcess(ctx.db, asset))) throw new AppError("INVALID_STATE", IN_USE_BY_PROCESS);
  if (await usedByTemplate(ctx.db, asset)) throw new AppError("INVALID_STATE", IN_USE_BY_TEMPLATE);

  // The status guard makes a retry queued meanwhile win; the foreign keys of signing_processes
  // refuse the delete when a process was started from the document meanwhile.
  let deleted: PdfAsset | undefined;
  try {
    [deleted] = await ctx.db
      .delete(pdfAssets)
      .where(and(eq(pdfAssets.id, asset.id), sql`${pdfAssets.processingStatus} in ('READY', 'FAILED')`))
      .returning();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("INVALID_STATE", IN_USE_BY_PROCESS);
    throw error;
  }
  if (!deleted) {
    throw new AppError("INVALID_STATE", "This document's page previews are still being made. Delete it once it is ready.");
  }

  const storage = getStorage();
  const pageText = assetStorageKeys.pageText(deleted.organizationId, deleted.sha256);
  const keys = [deleted.storageKey, deleted.thumbnailKey, pageText, ...deleted.previews.map((preview) => preview.storageKey)];
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => storage.delete(key)));
}
