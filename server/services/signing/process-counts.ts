/**
 * Counts of an organization's signing processes that stay flat as it grows (docs/performance.md,
 * "Scale"): the kept deltas (server/db/schema/process-counts.ts) summed per status, corrected by
 * the few open processes past their deadline that the expiry sweep has not recorded yet, which
 * read as EXPIRED (effectiveProcessStatus).
 */
import { and, eq, lte, sql } from "drizzle-orm";
import { isActiveStatus, PROCESS_STATUSES, type ProcessStatus } from "@/lib/signing/statuses";
import type { Db, Tx } from "../../db/client";
import { processCountDeltas, signingProcesses } from "../../db/schema";
import { startOfMonthUtc } from "./monthly-process-count";

export interface ProcessCounts {
  /** By status as it reads now: overdue open processes are EXPIRED. */
  byStatus: Record<ProcessStatus, number>;
  total: number;
  /** Open, not fully signed and not past the deadline: waiting for a signer. */
  waiting: number;
  failedFinalizations: number;
  /** Completed since the UTC month of `now` began. */
  completedThisMonth: number;
}

/** The processes of the organization, or only those `createdByUserId` created, counted as they read at `now`. */
export async function processCounts(db: Db | Tx, organizationId: string, createdByUserId: string | undefined, now: Date): Promise<ProcessCounts> {
  const kept = db
    .select({
      overdue: sql<boolean>`false`,
      status: processCountDeltas.status,
      finalizationStatus: processCountDeltas.finalizationStatus,
      completedMonth: processCountDeltas.completedMonth,
      count: sql<number>`sum(${processCountDeltas.delta})`.mapWith(Number),
    })
    .from(processCountDeltas)
    .where(and(eq(processCountDeltas.organizationId, organizationId), createdByUserId ? eq(processCountDeltas.createdByUserId, createdByUserId) : undefined))
    .groupBy(processCountDeltas.status, processCountDeltas.finalizationStatus, processCountDeltas.completedMonth);
  // signing_processes_org_open_expiry_idx answers this: only the organization's open rows past their
  // deadline are read. Its predicate is written out, not bound, so a prepared (generic) plan can use it.
  const overdue = db
    .select({
      overdue: sql<boolean>`true`,
      status: signingProcesses.status,
      finalizationStatus: signingProcesses.finalizationStatus,
      completedMonth: sql<string | null>`null::date`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(signingProcesses)
    .where(
      and(
        sql`${signingProcesses.status} in ('SENT', 'IN_PROGRESS') and ${signingProcesses.finalizationStatus} = 'NONE'`,
        lte(signingProcesses.expiresAt, now),
        eq(signingProcesses.organizationId, organizationId),
        createdByUserId ? eq(signingProcesses.createdByUserId, createdByUserId) : undefined,
      ),
    )
    .groupBy(signingProcesses.status, signingProcesses.finalizationStatus);
  // One statement, so both parts see the same moment: an expiry recorded in between is never counted twice.
  const rows = await kept.unionAll(overdue);
  const byStatus = Object.fromEntries(PROCESS_STATUSES.map((status) => [status, 0])) as Record<ProcessStatus, number>;
  const thisMonth = startOfMonthUtc(now).toISOString().slice(0, 10);
  const counts: ProcessCounts = { byStatus, total: 0, waiting: 0, failedFinalizations: 0, completedThisMonth: 0 };
  for (const row of rows) {
    if (row.overdue) {
      byStatus[row.status] -= row.count;
      byStatus.EXPIRED += row.count;
      counts.waiting -= row.count;
      continue;
    }
    byStatus[row.status] += row.count;
    counts.total += row.count;
    if (isActiveStatus(row.status) && row.finalizationStatus === "NONE") counts.waiting += row.count;
    if (row.finalizationStatus === "FAILED") counts.failedFinalizations += row.count;
    if (row.status === "COMPLETED" && row.completedMonth === thisMonth) counts.completedThisMonth += row.count;
  }
  return counts;
}

/** An organization with more kept rows than this has them folded by the next expiry sweep. */
const COMPACT_ABOVE_ROWS = 64;

/**
 * Folds the organization's kept rows into one per key, in one statement: a read sees either the
 * rows or their sums, and rows appended meanwhile are left for the next time.
 */
export async function compactProcessCounts(db: Db | Tx, organizationId: string): Promise<void> {
  await db.execute(sql`with folded as (
      delete from ${processCountDeltas} where ${processCountDeltas.organizationId} = ${organizationId} returning *
    )
    insert into ${processCountDeltas}
    select organization_id, created_by_user_id, status, finalization_status, completed_month, sum(delta)
    from folded group by 1, 2, 3, 4, 5 having sum(delta) <> 0`);
}

/** Compacts every organization whose kept rows have grown past `aboveRows` (run by the expiry sweep); answers how many. */
export async function compactGrownProcessCounts(db: Db, aboveRows = COMPACT_ABOVE_ROWS): Promise<number> {
  const grown = await db
    .select({ organizationId: processCountDeltas.organizationId })
    .from(processCountDeltas)
    .groupBy(processCountDeltas.organizationId)
    .having(sql`count(*) > ${aboveRows}`);
  for (const { organizationId } of grown) await compactProcessCounts(db, organizationId);
  return grown.length;
}
