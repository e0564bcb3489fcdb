/**
 * The local runner's claim: one job, locked with FOR UPDATE SKIP LOCKED so that any number of
 * runners (processes, instances) never take the same row, and marked RUNNING in a short
 * transaction of its own. The handler runs after the commit, holding no lock.
 */
import { and, asc, eq, isNull, lt, lte, ne, or } from "drizzle-orm";
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

export async function claimNextJob(db: Db, { now, workerId }: { now: Date; workerId: string }): Promise<Claim | null> {
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
    const job =
      stale ??
      (
        await tx
          .select()
          .from(jobs)
          .where(and(eq(jobs.status, "PENDING"), lte(jobs.runAt, now)))
          .orderBy(asc(jobs.runAt), asc(jobs.id))
          .limit(1)
          .for("update", { skipLocked: true })
      )[0];
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
