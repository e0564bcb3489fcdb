/**
 * In Inngest mode the in-process loop runs no handlers: it hands due jobs rows to Inngest as
 * events. Rows are locked, sent and marked RUNNING (locked_by "inngest") in one transaction;
 * if sending fails nothing is marked and the next poll tries again, and if the commit fails
 * after a send, the event id makes Inngest drop the second copy.
 */
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { jobs } from "../db/schema";
import type { JobDefinition } from "../queue/define-job";
import { jobDefinitions } from "./definitions";
import { errorMessage, unknownJobError } from "./job-errors";
import { inngest } from "./inngest";
import { INNGEST_WORKER, jobEventId, jobEventName, type JobEvent } from "./inngest-events";
import { startPollLoop, type PollLoop } from "./poll-loop";

export type SendJobEvents = (events: JobEvent[]) => Promise<unknown>;

export interface DispatchOptions {
  now?: Date;
  /** Rows per transaction. */
  limit?: number;
  /** The registry by default. */
  definitions?: readonly JobDefinition[];
  /** `inngest.send` by default; tests stand in for Inngest Cloud here. */
  send?: SendJobEvents;
}

export interface DispatchResult {
  /** Job ids handed to Inngest. */
  dispatched: string[];
  /** Job ids failed because no definition has their name. */
  failed: string[];
}

const sendWithClient: SendJobEvents = (events) => inngest.send(events);

export async function dispatchDueJobs(db: Db, options: DispatchOptions = {}): Promise<DispatchResult> {
  const now = options.now ?? new Date();
  const known = new Set((options.definitions ?? jobDefinitions).map((definition) => definition.id));
  const send = options.send ?? sendWithClient;

  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, "PENDING"), lte(jobs.runAt, now)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(options.limit ?? 50)
      .for("update", { skipLocked: true });
    const runnable = due.filter((job) => known.has(job.name));
    const unknown = due.filter((job) => !known.has(job.name));

    if (runnable.length > 0) {
      await send(
        runnable.map((job) => ({
          id: jobEventId(String(job.id)),
          name: jobEventName(job.name),
          data: { jobId: String(job.id), payload: job.payload },
        })),
      );
      await tx
        .update(jobs)
        .set({ status: "RUNNING", lockedAt: now, lockedBy: INNGEST_WORKER, updatedAt: now })
        .where(inArray(jobs.id, runnable.map((job) => job.id)));
    }
    for (const job of unknown) {
      await tx
        .update(jobs)
        .set({ status: "FAILED", lastError: errorMessage(unknownJobError(job.name)), finishedAt: now, updatedAt: now })
        .where(eq(jobs.id, job.id));
    }
    return { dispatched: runnable.map((job) => String(job.id)), failed: unknown.map((job) => String(job.id)) };
  });
}

export interface DispatcherOptions extends Omit<DispatchOptions, "now"> {
  pollIntervalMs?: number;
}

/** Hands due jobs to Inngest from this process until `stop()`. */
export function startInngestDispatcher(options: DispatcherOptions = {}): PollLoop {
  return startPollLoop({
    name: "Inngest job dispatcher",
    intervalMs: options.pollIntervalMs ?? 1_000,
    start: async () => {
      const { dispatched, failed } = await dispatchDueJobs(await getDb(), options);
      // Handing jobs over is the whole work: done at once, and the loop looks for more.
      return dispatched.length + failed.length > 0 ? { done: Promise.resolve() } : null;
    },
  });
}
