/**
 * The Inngest adapter: one job definition becomes one Inngest function, triggered by
 * `signet/job.<id>` events that the dispatcher sends for committed jobs rows. Inngest does the
 * retrying (maxAttempts - 1 retries, each step memoized); the function keeps the row's status
 * current so the jobs table shows the same picture in both modes.
 */
import { and, eq, inArray } from "drizzle-orm";
import { NonRetriableError, type GetStepTools, type Inngest } from "inngest";
import { z } from "zod";
import { getDb, type Db } from "../db/client";
import { jobs } from "../db/schema";
import { PermanentJobError, type JobDefinition, type JobSteps } from "../queue/define-job";
import { errorMessage } from "./job-errors";
import { INNGEST_WORKER, jobEventDataSchema, jobEventName } from "./inngest-events";
import { metrics } from "../metrics/metrics";
import { runWithRequestId } from "../log/request-context.mjs";

type InngestRetries = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20;

export function createInngestFunction<P>(client: Inngest, definition: JobDefinition<P>) {
  return client.createFunction(
    {
      id: definition.id,
      retries: (definition.maxAttempts - 1) as InngestRetries,
      triggers: [{ event: jobEventName(definition.id) }],
      onFailure: async ({ event, error }) => {
        const { jobId, payload } = parseEventData(event.data.event.data);
        metrics().jobsFailed.inc({ type: definition.id });
        const db = await getDb();
        await db
          .update(jobs)
          .set({
            status: "FAILED",
            lastError: errorMessage(error),
            lockedAt: null,
            lockedBy: null,
            finishedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(jobs.id, Number(jobId)));
        const parsed = definition.payload.safeParse(payload);
        // Note: a throwing hook fails this failure run, and Inngest retries it; hooks are idempotent.
        if (parsed.success) await (await definition.handlers()).onPermanentFailure?.({ payload: parsed.data, jobId, db, error });
      },
    },
    async ({ event, step, attempt }) => {
      const { jobId, payload } = parseEventData(event.data);
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw new NonRetriableError(`Invalid payload: ${z.prettifyError(parsed.error)}`);
      const db = await getDb();
      const [row] = await db
        .update(jobs)
        .set({ status: "RUNNING", attempts: attempt + 1, lockedAt: new Date(), lockedBy: INNGEST_WORKER, updatedAt: new Date() })
        .where(and(eq(jobs.id, Number(jobId)), inArray(jobs.status, ["PENDING", "RUNNING"])))
        .returning({ id: jobs.id, requestId: jobs.requestId });
      // Every run starts from a row (the outbox); a finished or missing one means a duplicate event.
      if (!row) return { skipped: true };

      try {
        const { handler } = await definition.handlers();
        const run = () => handler({ payload: parsed.data, jobId, attempt: attempt + 1, db, step: inngestSteps(step, db, jobId) });
        // Its log lines carry the id of the request that enqueued it.
        await (row.requestId ? runWithRequestId(row.requestId, run) : run());
      } catch (error) {
        await recordError(db, jobId, error);
        throw toInngestError(error);
      }
      await db
        .update(jobs)
        .set({ status: "SUCCEEDED", lockedAt: null, lockedBy: null, finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(jobs.id, Number(jobId)));
      return { skipped: false };
    },
  );
}

function parseEventData(data: unknown) {
  const parsed = jobEventDataSchema.safeParse(data);
  if (!parsed.success) throw new NonRetriableError(`Not a Signet job event: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function inngestSteps(step: GetStepTools<Inngest>, db: Db, jobId: string): JobSteps {
  return {
    async run<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
      const result = await step.run(name, async () => {
        try {
          return await fn();
        } catch (error) {
          // A retried step never reaches the handler's catch, so its error is kept here.
          await recordError(db, jobId, error);
          throw toInngestError(error);
        }
      });
      return result as T;
    },
  };
}

async function recordError(db: Db, jobId: string, error: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({ lastError: errorMessage(error), updatedAt: new Date() })
    .where(eq(jobs.id, Number(jobId)));
}

function toInngestError(error: unknown): unknown {
  return error instanceof PermanentJobError ? new NonRetriableError(error.message, { cause: error }) : error;
}
