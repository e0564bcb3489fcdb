import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { expirySweepJob } from "./definitions/expiry-sweep";
import { triggerJob } from "./trigger-job";

/**
 * Starts the expiry sweep's chain when none is waiting (a fresh install, or a chain whose last
 * run failed for good). Several instances starting at once may start two chains; sweeping
 * twice is harmless, and each chain keeps its own pace.
 */
export async function scheduleExpirySweep(db: Db): Promise<void> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.name, expirySweepJob.id), inArray(jobs.status, ["PENDING", "RUNNING"])))
    .limit(1);
  if (!waiting) await triggerJob(db, expirySweepJob, {});
}
