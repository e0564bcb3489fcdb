/**
 * The local runner's claim: one job, locked with FOR UPDATE SKIP LOCKED so that any number of
 * runners (processes, instances) never take the same row, and marked RUNNING in a short
 * transaction of its own. The handler runs after the commit, holding no lock.
 *
 * Fairness: a job belongs to the organization named by its payload's `organizationId`; jobs
 * without one form one group of their own. The due job of the group with the fewest RUNNING jobs
 * goes first (then the oldest), so organizations take turns, and `maxRunningPerGroup` keeps one
 * group from filling every slot of this worker: one organization's large documents never hold
 * up another's invitations, finalizations or webhooks. On PGlite (one connection) claims simply
 * run one after another; the order is the same.
 */
import { and, asc, eq, getTableColumns, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { jobs, type Job } from "../db/schema";
import { INNGEST_WORKER } from "./inngest-events";
import { JOB_LEASE_MS } from "./retry-policy";

export type Claim =
  /** The job is RUNNING for this worker, `attempts` counting this attempt. */
  | { kind: "claimed"; job: Job }
  /** The job's last attempt died with its process; it is now FAILED. */
  | { kind: "exhausted"; job: Job };

export function leaseExpiredMessage(job: Pick<Job, "attempts" | "lockedBy">): string {
  return `Attempt ${job.attempts} did not finish: worker ${job.lockedBy ?? "unknown"} stopped or held it past its ${JOB_LEASE_MS / 60_000}-minute lease`;
}

/** The fairness group of a jobs row (see above), as SQL over the row named `row`. */
const groupOf = (row: string) => sql.raw(`coalesce(${row}.payload->>'organizationId', '')`);

export interface ClaimOptions {
  now: Date;
  workerId: string;
  /** RUNNING jobs of one group this worker may hold; no limit when unset. */
  maxRunningPerGroup?: number;
}

/**
 * The due job to run next: of the group with the fewest RUNNING jobs, the oldest. Note: the
 * RUNNING jobs are counted once per group (the `running` CTE), not once per waiting row, so a
 * claim stays cheap however long the backlog grows (bench/job-claim.bench.ts).
 */
async function nextDueJob(tx: Tx, now: Date, workerId: string, maxRunningPerGroup: number | undefined): Promise<Job | undefined> {
  const running = tx.$with("running").as(
    tx
      .select({
        group: sql<string>`${groupOf("jobs")}`.as("running_group"),
        total: sql<number>`count(*)`.as("running_total"),
        mine: sql<number>`count(*) filter (where ${jobs.lockedBy} = ${workerId})`.as("running_mine"),
      })
      .from(jobs)
      .where(eq(jobs.status, "RUNNING"))
      .groupBy(sql`1`),
  );
  const [job] = await tx
    .with(running)
    .select(getTableColumns(jobs))
    .from(jobs)
    .leftJoin(running, sql`${running.group} = ${groupOf("jobs")}`)
    .where(
      and(
        eq(jobs.status, "PENDING"),
        lte(jobs.runAt, now),
        maxRunningPerGroup === undefined ? undefined : sql`coalesce(${running.mine}, 0) < ${maxRunningPerGroup}`,
      ),
    )
    .orderBy(sql`coalesce(${running.total}, 0)`, asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for("update", { of: jobs, skipLocked: true });
  return job;
}

export async function claimNextJob(db: Db, { now, workerId, maxRunningPerGroup }: ClaimOptions): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    // Rows handed to Inngest are Inngest's to retry; only this runner's own dead claims count.
    const [stale] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "RUNNING"),
          lt(jobs.lockedAt, new Date(now.getTime() - JOB_LEASE_MS)),
          or(isNull(jobs.lockedBy), ne(jobs.lockedBy, INNGEST_WORKER)),
        ),
      )
      .orderBy(asc(jobs.lockedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const job = stale ?? (await nextDueJob(tx, now, workerId, maxRunningPerGroup));
    if (!job) return null;

    const lostAttempt = stale ? leaseExpiredMessage(stale) : null;
    if (lostAttempt && job.attempts >= job.maxAttempts) {
      const [failed] = await tx
        .update(jobs)
        .set({ status: "FAILED", lastError: lostAttempt, lockedAt: null, lockedBy: null, finishedAt: now, updatedAt: now })
        .where(eq(jobs.id, job.id))
        .returning();
      return { kind: "exhausted", job: failed ?? job };
    }
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: "RUNNING",
        attempts: job.attempts + 1,
        lockedAt: now,
        lockedBy: workerId,
        updatedAt: now,
        ...(lostAttempt ? { lastError: lostAttempt } : {}),
      })
      .where(eq(jobs.id, job.id))
      .returning();
    return claimed ? { kind: "claimed", job: claimed } : null;
  });
}
