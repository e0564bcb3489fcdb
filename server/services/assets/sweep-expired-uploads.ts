import { and, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pdfUploads } from "../../db/schema";
import { getStorage } from "../../storage/storage";

/**
 * How long after its URL expired an upload is kept: a large PUT that started just before the
 * expiry may still be streaming, and its bytes must not land after the sweep has passed.
 */
export const EXPIRED_UPLOAD_GRACE_MS = 60 * 60_000;

const BATCH = 500;

/**
 * Deletes uploads that were never committed, an hour after their URL expired: first their
 * bytes, then the row, so a failure leaves the row for the next sweep to finish. Committed
 * uploads are kept (a repeated commit answers their asset); their bytes went at commit.
 * Answers how many uploads it deleted.
 */
export async function sweepExpiredUploads(db: Db, now = new Date()): Promise<number> {
  const storage = getStorage();
  const cutoff = new Date(now.getTime() - EXPIRED_UPLOAD_GRACE_MS);
  const abandoned = and(isNull(pdfUploads.committedAt), lte(pdfUploads.expiresAt, cutoff));
  let deleted = 0;
  for (;;) {
    const batch = await db.select({ id: pdfUploads.id, storageKey: pdfUploads.storageKey }).from(pdfUploads).where(abandoned).limit(BATCH);
    for (const upload of batch) await storage.delete(upload.storageKey);
    if (batch.length > 0) {
      const rows = await db
        .delete(pdfUploads)
        .where(and(abandoned, inArray(pdfUploads.id, batch.map((upload) => upload.id))))
        .returning({ id: pdfUploads.id });
      deleted += rows.length;
    }
    if (batch.length < BATCH) break;
  }
  await storage.forgetUsedUploadUrls(cutoff);
  return deleted;
}
