/**
 * Deletes the files of exports past their expiresAt and clears their key; the export stays
 * COMPLETED, with expiresAt in the past and no download URL (docs/api.md, "Exports").
 */
import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exports } from "../../db/schema";
import { getStorage } from "../../storage/storage";

export async function sweepExpiredExports(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .select({ id: exports.id, storageKey: exports.storageKey })
    .from(exports)
    .where(and(isNotNull(exports.storageKey), lte(exports.expiresAt, now)));
  for (const row of expired) {
    await getStorage().delete(row.storageKey!);
    await db.update(exports).set({ storageKey: null }).where(eq(exports.id, row.id));
  }
  return expired.length;
}
