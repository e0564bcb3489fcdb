/**
 * The only way domain code starts background work: a row in `jobs`, written with the caller's
 * database handle. Inside a transaction the job commits or rolls back with the change that
 * needs it. It never calls Inngest; the dispatcher hands committed rows over (start.ts).
 */
import { z } from "zod";
import type { Db, Tx } from "../db/client";
import { jobs } from "../db/schema";
import type { JobDefinition } from "./define-job";
import { notifyJobRunner } from "./job-signal";
import { currentRequestId } from "../log/request-context.mjs";

export interface TriggerJobOptions {
  /** Not before this time; now by default. */
  runAt?: Date;
}

export async function triggerJob<P>(
  db: Db | Tx,
  definition: JobDefinition<P>,
  payload: P,
  options: TriggerJobOptions = {},
): Promise<{ jobId: string }> {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) {
    throw new Error(`Invalid payload for job "${definition.id}": ${z.prettifyError(parsed.error)}`, {
      cause: parsed.error,
    });
  }
  const [row] = await db
    .insert(jobs)
    .values({
      name: definition.id,
      payload: parsed.data,
      maxAttempts: definition.maxAttempts,
      // The runners log the job's lines under the id of the request that asked for it.
      requestId: currentRequestId() ?? null,
      // Note: the runners compare run_at with this process's clock, so it is set from the same
      // clock (and at the same millisecond precision) rather than by the database's now().
      runAt: options.runAt ?? new Date(),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error(`Inserting a "${definition.id}" job returned no row`);
  notifyJobRunner();
  return { jobId: String(row.id) };
}
