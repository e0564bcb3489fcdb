import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { INNGEST_WORKER } from "./inngest-events";

/**
 * With the embedded database only one server process can have it open, so at start every job
 * still RUNNING belongs to a process that stopped (crashed, killed) and will never finish it.
 * Their leases are ended now, so the runner claims them again at once (the lost attempt counts)
 * instead of after the five-minute lease that protects a live instance's work on Postgres.
 */
export async function releaseClaimsOfStoppedServer(db: Db): Promise<number> {
  const released = await db
    .update(jobs)
    .set({ lockedAt: sql`to_timestamp(0)` })
    .where(and(eq(jobs.status, "RUNNING"), or(isNull(jobs.lockedBy), ne(jobs.lockedBy, INNGEST_WORKER))))
    .returning({ id: jobs.id });
  return released.length;
}
