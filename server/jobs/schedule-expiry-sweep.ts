import { and, eq, inArray } from "drizzle-orm";
import { takeAdvisoryLock } from "../db/advisory-locks";
import type { Db, Tx } from "../db/client";
import { jobs } from "../db/schema";
import type { JobDefinition } from "../queue/define-job";
import { expirySweepJob } from "./definitions/expiry-sweep";
import { retentionSweepJob } from "./definitions/retention-sweep";
import { uploadSweepJob } from "./definitions/upload-sweep";
import { triggerJob } from "../queue/trigger-job";

/**
 * Starts the chain of a self-rescheduling sweep when none is waiting (a fresh install, or a
 * chain whose last run failed for good).
 */
async function scheduleSweep(db: Tx, definition: JobDefinition<Record<string, never>>): Promise<void> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.name, definition.id), inArray(jobs.status, ["PENDING", "RUNNING"])))
    .limit(1);
  if (!waiting) await triggerJob(db, definition, {});
}

/**
 * Starts the server's sweeps (called at boot): expired signing processes, uploads that were
 * never committed, and processes past their retention period. Instances starting at once take turns, so they start one chain of each.
 */
export async function scheduleExpirySweep(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await takeAdvisoryLock(tx, "sweepSchedule");
    await scheduleSweep(tx, expirySweepJob);
    await scheduleSweep(tx, uploadSweepJob);
    await scheduleSweep(tx, retentionSweepJob);
  });
}
