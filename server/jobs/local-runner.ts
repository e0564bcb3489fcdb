/**
 * The embedded runner over the `jobs` table: claim one due job (claim-next-job.ts), run its
 * handler with no transaction open, then record SUCCEEDED, a retry with exponential backoff
 * (retry-policy.ts), or FAILED. Every step of a handler runs again on a retry, so handlers
 * must be idempotent. The server runs JOB_CONCURRENCY jobs at once, taking turns between
 * organizations; tests drive it job by job with `runNextJob` and a chosen `now`.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Db } from "../db/client";
import { jobs, type Job } from "../db/schema";
import { env } from "../env";
import { claimNextJob, type Claim } from "./claim-next-job";
import { PermanentJobError, type JobDefinition, type JobSteps } from "../queue/define-job";
import { jobDefinitions } from "./definitions";
import { errorMessage, LostAttemptError, toError, unknownJobError } from "./job-errors";
import { startPollLoop, type PollLoop } from "./poll-loop";
import { LEASE_RENEWAL_MS, retryDelayMs } from "./retry-policy";
import { metrics } from "../metrics/metrics";
import { logger } from "@/server/log/logger.mjs";
import { runWithRequestId } from "@/server/log/request-context.mjs";

export interface RunJobOptions {
  /** The current time; tests move it to make retries due. */
  now?: Date;
  /** Written to `locked_by`; unique per process by default. */
  workerId?: string;
  /** The registry by default. */
  definitions?: readonly JobDefinition[];
}

export interface RunResult {
  jobId: string;
  name: string;
  /** 1-based; the attempt this run made (or, for a dead process's job, the one it lost). */
  attempt: number;
  /** The row's status after the run: PENDING means a retry is scheduled at `retryAt`. */
  status: "SUCCEEDED" | "PENDING" | "FAILED";
  error?: string;
  retryAt?: Date;
}

const defaultWorkerId = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

/** Steps run in place: durability comes from retrying the whole handler. */
const localSteps: JobSteps = {
  run: async (_name, fn) => fn(),
};

/** Claims and runs one due job; answers null when none is due. */
export async function runNextJob(db: Db, options: RunJobOptions = {}): Promise<RunResult | null> {
  const now = options.now ?? new Date();
  const workerId = options.workerId ?? defaultWorkerId;
  const claim = await claimNextJob(db, { now, workerId });
  return claim ? runClaimedJob(db, claim, { ...options, now, workerId }) : null;
}

/** Runs the job as part of the request that enqueued it, when one did: its log lines carry that request's id. */
function runClaimedJob(db: Db, claim: Claim, options: RunJobOptions & { now: Date; workerId: string }): Promise<RunResult> {
  const { requestId } = claim.job;
  return requestId ? runWithRequestId(requestId, () => runClaimedJobNow(db, claim, options)) : runClaimedJobNow(db, claim, options);
}

async function runClaimedJobNow(db: Db, claim: Claim, options: RunJobOptions & { now: Date; workerId: string }): Promise<RunResult> {
  const { now, workerId } = options;
  const { job } = claim;
  const definition = (options.definitions ?? jobDefinitions).find((candidate) => candidate.id === job.name);

  if (claim.kind === "exhausted") {
    const error = new LostAttemptError(job.lastError ?? "The last attempt did not finish", job.attempts);
    await reportPermanentFailure(db, definition, job, error);
    return { ...describe(job), status: "FAILED", error: error.message };
  }

  // Time moves on from `now` while the handler runs, so a test's chosen clock stays coherent.
  const startedAt = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - startedAt));
  const owned = and(
    eq(jobs.id, job.id),
    eq(jobs.status, "RUNNING"),
    eq(jobs.lockedBy, workerId),
    eq(jobs.attempts, job.attempts),
  ) as SQL;

  const failure = definition ? await runHandler(db, definition, job, owned, clock) : { error: unknownJobError(job.name) };
  const finishedAt = clock();
  if (!failure) {
    await finish(db, job, owned, { status: "SUCCEEDED", finishedAt, updatedAt: finishedAt });
    return { ...describe(job), status: "SUCCEEDED" };
  }

  const message = errorMessage(failure.error);
  if (failure.error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
    const written = await finish(db, job, owned, { status: "FAILED", lastError: message, finishedAt, updatedAt: finishedAt });
    if (written) await reportPermanentFailure(db, definition, job, toError(failure.error));
    return { ...describe(job), status: "FAILED", error: message };
  }
  const retryAt = new Date(finishedAt.getTime() + retryDelayMs(job.attempts));
  await finish(db, job, owned, { status: "PENDING", runAt: retryAt, lastError: message, updatedAt: finishedAt });
  return { ...describe(job), status: "PENDING", error: message, retryAt };
}

/** Runs due jobs one after another until none is due (or `limit` ran); answers what ran. */
export async function runDueJobs(db: Db, options: RunJobOptions & { limit?: number } = {}): Promise<RunResult[]> {
  const results: RunResult[] = [];
  const limit = options.limit ?? 100;
  while (results.length < limit) {
    const result = await runNextJob(db, options);
    if (!result) break;
    results.push(result);
  }
  return results;
}

export interface LocalRunnerOptions extends Omit<RunJobOptions, "now"> {
  pollIntervalMs?: number;
  /** Jobs at once; JOB_CONCURRENCY by default. */
  concurrency?: number;
}

/**
 * Runs up to `concurrency` jobs at once in this process until `stop()`. One group (organization)
 * may hold all slots but one, so a slot is always left for the others.
 */
export function startLocalRunner(options: LocalRunnerOptions = {}): PollLoop {
  const concurrency = options.concurrency ?? env().JOB_CONCURRENCY;
  const workerId = options.workerId ?? defaultWorkerId;
  return startPollLoop({
    name: "local job runner",
    intervalMs: options.pollIntervalMs ?? 1_000,
    concurrency,
    start: async () => {
      const db = await getDb();
      const now = new Date();
      const claim = await claimNextJob(db, { now, workerId, maxRunningPerGroup: Math.max(1, concurrency - 1) });
      return claim ? { done: runClaimedJob(db, claim, { ...options, now, workerId }) } : null;
    },
  });
}

/** Answers null when the handler succeeded, else what it threw. */
async function runHandler(
  db: Db,
  definition: JobDefinition,
  job: Job,
  owned: SQL,
  clock: () => Date,
): Promise<{ error: unknown } | null> {
  const payload = definition.payload.safeParse(job.payload);
  if (!payload.success) {
    return { error: new PermanentJobError(`Invalid payload: ${z.prettifyError(payload.error)}`) };
  }
  const renewal = setInterval(() => {
    db.update(jobs)
      .set({ lockedAt: clock(), updatedAt: clock() })
      .where(owned)
      .catch((error: unknown) => logger().error({ err: error }, `[signet] job ${job.name} #${job.id}: renewing the lease failed`));
  }, LEASE_RENEWAL_MS);
  renewal.unref();
  try {
    const { handler } = await definition.handlers();
    await handler({ payload: payload.data, jobId: String(job.id), attempt: job.attempts, step: localSteps, db });
    return null;
  } catch (error) {
    return { error };
  } finally {
    clearInterval(renewal);
  }
}

/** Ends this attempt; answers false when another worker has reclaimed the job meanwhile. */
async function finish(db: Db, job: Job, owned: SQL, values: Partial<Job>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...values, lockedAt: null, lockedBy: null })
    .where(owned)
    .returning({ id: jobs.id });
  if (rows.length === 0) {
    logger().warn(`[signet] job ${job.name} #${job.id}: its lease expired while running; the outcome was not recorded`);
  }
  return rows.length > 0;
}

async function reportPermanentFailure(db: Db, definition: JobDefinition | undefined, job: Job, error: Error): Promise<void> {
  logger().error(`[signet] job ${job.name} #${job.id} failed after ${job.attempts} attempt(s): ${errorMessage(error)}`);
  metrics().jobsFailed.inc({ type: job.name });
  const payload = definition?.payload.safeParse(job.payload);
  if (!definition || !payload?.success) return;
  try {
    const { onPermanentFailure } = await definition.handlers();
    await onPermanentFailure?.({ payload: payload.data, jobId: String(job.id), db, error });
  } catch (hookError) {
    logger().error({ err: hookError }, `[signet] job ${job.name} #${job.id}: onPermanentFailure failed`);
  }
}

function describe(job: Job): Pick<RunResult, "jobId" | "name" | "attempt"> {
  return { jobId: String(job.id), name: job.name, attempt: job.attempts };
}
