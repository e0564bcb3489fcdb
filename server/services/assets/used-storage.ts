import { and, eq, gt, isNull, ne, sum } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { pdfAssets, pdfUploads } from "../../db/schema";

/**
 * What counts toward the storageBytes quota: every asset, and every upload that may still be
 * PUT and committed (uncommitted, unexpired) at the size it declared. Without the second part an
 * organization could park any number of full-size uploads that the quota never sees.
 */
export async function usedStorageBytes(db: Db | Tx, organizationId: string, options: { exceptUploadId?: string } = {}): Promise<number> {
  const [[assets], [pending]] = await Promise.all([
    db.select({ total: sum(pdfAssets.sizeBytes).mapWith(Number) }).from(pdfAssets).where(eq(pdfAssets.organizationId, organizationId)),
    db
      .select({ total: sum(pdfUploads.sizeBytes).mapWith(Number) })
      .from(pdfUploads)
      .where(
        and(
          eq(pdfUploads.organizationId, organizationId),
          isNull(pdfUploads.committedAt),
          gt(pdfUploads.expiresAt, new Date()),
          options.exceptUploadId ? ne(pdfUploads.id, options.exceptUploadId) : undefined,
        ),
      ),
  ]);
  return (assets?.total ?? 0) + (pending?.total ?? 0);
}
