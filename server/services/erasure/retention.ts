/**
 * Retention (docs/api.md, "Retention"): an ended process is erased once the days of its
 * template, else of its organization, have passed since it ended; a legal hold keeps it. The
 * daily `signing-processes.retention-sweep` job calls this.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, signingProcesses, templates } from "../../db/schema";
import { SYSTEM_AUDIT_ACTOR } from "../audit/append-audit-event";
import { ERASABLE_STATUSES, eraseProcessData } from "./erase-process-data";

/** Erased per query, so a large backlog is worked through in bounded steps. */
const BATCH_SIZE = 50;

const endedAt = sql`coalesce(${signingProcesses.completedAt}, ${signingProcesses.declinedAt}, ${signingProcesses.voidedAt}, ${signingProcesses.expiredAt})`;
const retentionDays = sql`coalesce(${templates.retentionDays}, ${organizations.retentionDays})`;

/** The ids of processes due for erasure at `now`, oldest ended first. */
export async function processesDueForErasure(db: Db, now: Date, limit = BATCH_SIZE): Promise<string[]> {
  const rows = await db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .innerJoin(organizations, eq(organizations.id, signingProcesses.organizationId))
    .leftJoin(templates, eq(templates.id, signingProcesses.templateId))
    .where(
      and(
        inArray(signingProcesses.status, [...ERASABLE_STATUSES]),
        isNull(signingProcesses.erasedAt),
        eq(signingProcesses.legalHold, false),
        sql`${retentionDays} is not null`,
        sql`${endedAt} + make_interval(days => ${retentionDays}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(endedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Erases every process due at `now`; answers how many. One that fails (a hold placed meanwhile,
 * storage down) is logged and left for the next run, and the others go on.
 */
export async function eraseDueProcesses(db: Db, now = new Date()): Promise<number> {
  let erased = 0;
  const failed = new Set<string>();
  for (;;) {
    const due = (await processesDueForErasure(db, now, BATCH_SIZE + failed.size)).filter((id) => !failed.has(id));
    if (due.length === 0) return erased;
    for (const id of due) {
      try {
        if (await eraseProcessData(db, id, { actor: SYSTEM_AUDIT_ACTOR })) erased += 1;
      } catch (error) {
        failed.add(id);
        console.warn(`[signet] retention could not erase process ${id}; the next run tries again:`, error);
      }
    }
  }
}
