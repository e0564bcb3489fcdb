/**
 * The local runner's claim: one due job, locked with FOR UPDATE SKIP LOCKED so that any number
 * of runners (processes, instances) never take the same row, and marked RUNNING by the same
 * statement (autocommit: one round trip, no transaction held open). The handler runs after it,
 * holding no lock.
 *
 * Fairness: a job belongs to the organization named by its payload's `organizationId`; jobs
 * without one form one group of their own. The due job of the group with the fewest RUNNING jobs
 * goes first (then the oldest), so organizations take turns, and `maxRunningPerGroup` keeps one
 * group from filling every slot of this worker: one organization's large documents never hold
 * up another's invitations, finalizations or webhooks. On PGlite (one connection) claims simply
 * run one after another; the order is the same.
 *
 * A job whose worker died (its lease expired) is looked for when no job is due, and at least
 * every STALE_CHECK_MS while jobs keep coming, so a busy runner does not pay for the look on
 * every claim and a backlog cannot hold a dead worker's job back for long.
 */
import { and, asc, eq, getTableColumns, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
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

/** How long a runner with work coming in may go without looking for dead workers' jobs. */
export const STALE_CHECK_MS = 30_000;

/** When each worker of this process last looked for dead workers' jobs (its own clock, `now`). */
const lastStaleCheck = new Map<string, number>();

/** The fairness group of a jobs row (see above), as SQL over the row named `row`. */
const groupOf = (row: string) => sql.raw(`coalesce(${row}.payload->>'organizationId', '')`);

export interface ClaimOptions {
  now: Date;
  workerId: string;
  /** RUNNING jobs of one group this worker may hold; no limit when unset. */
  maxRunningPerGroup?: number;
}

/**
 * Claims the due job to run next: of the group with the fewest RUNNING jobs, the oldest. Note:
 * the RUNNING jobs are counted once per group (the `running` CTE), not once per waiting row, so
 * a claim stays cheap however long the backlog grows (bench/job-claim.bench.ts).
 */
async function claimDueJob(db: Db, { now, workerId, maxRunningPerGroup }: ClaimOptions): Promise<Job | undefined> {
  const running = db.$with("running").as(
    db
      .select({
        group: sql<string>`${groupOf("jobs")}`.as("running_group"),
        total: sql<number>`count(*)`.as("running_total"),
        mine: sql<number>`count(*) filter (where ${jobs.lockedBy} = ${workerId})`.as("running_mine"),
      })
      .from(jobs)
      .where(eq(jobs.status, "RUNNING"))
      .groupBy(sql`1`),
  );
  const next = db.$with("next_job").as(
    db
      .select({ id: sql<number>`${jobs.id}`.as("next_id") })
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
      .for("update", { of: jobs, skipLocked: true }),
  );
  const [claimed] = await db
    .with(running, next)
    .update(jobs)
    .set({ status: "RUNNING", attempts: sql`${jobs.attempts} + 1`, lockedAt: now, lockedBy: workerId, updatedAt: now })
    .from(next)
    .where(eq(jobs.id, next.id))
    .returning(getTableColumns(jobs));
  return claimed;
}

/** Rows handed to Inngest are Inngest's to retry; only this runner's own dead claims count. */
const stale = (now: Date) =>
  and(
    eq(jobs.status, "RUNNING"),
    lt(jobs.lockedAt, new Date(now.getTime() - JOB_LEASE_MS)),
    or(isNull(jobs.lockedBy), ne(jobs.lockedBy, INNGEST_WORKER)),
  );

/** Takes over a job whose worker died: its next attempt, or FAILED when that was its last. */
async function claimStaleJob(db: Db, { now, workerId }: ClaimOptions): Promise<Claim | null> {
  // A look without a transaction first: there is almost never such a job.
  const [candidate] = await db.select({ id: jobs.id }).from(jobs).where(stale(now)).limit(1);
  if (!candidate) return null;
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(stale(now)).orderBy(asc(jobs.lockedAt)).limit(1).for("update", { skipLocked: true });
    if (!job) return null;
    const lostAttempt = leaseExpiredMessage(job);
    const exhausted = job.attempts >= job.maxAttempts;
    const [taken] = await tx
      .update(jobs)
      .set(
        exhausted
          ? { status: "FAILED", lastError: lostAttempt, lockedAt: null, lockedBy: null, finishedAt: now, updatedAt: now }
          : { status: "RUNNING", attempts: job.attempts + 1, lockedAt: now, lockedBy: workerId, updatedAt: now, lastError: lostAttempt },
      )
      .where(eq(jobs.id, job.id))
      .returning();
    return { kind: exhausted ? "exhausted" : "claimed", job: taken ?? job };
  });
}

export async function claimNextJob(db: Db, options: ClaimOptions): Promise<Claim | null> {
  const { now, workerId } = options;
  const lastCheck = lastStaleCheck.get(workerId);
  // A clock that went back (a test's chosen `now`) counts as due too.
  const staleCheckDue = lastCheck === undefined || now.getTime() - lastCheck >= STALE_CHECK_MS || now.getTime() < lastCheck;
  const lookForStale = async () => {
    lastStaleCheck.set(workerId, now.getTime());
    return claimStaleJob(db, options);
  };
  if (staleCheckDue) {
    const taken = await lookForStale();
    if (taken) return taken;
  }
  const job = await claimDueJob(db, options);
  if (job) return { kind: "claimed", job };
  return staleCheckDue ? null : lookForStale();
}
