import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { signingProcesses } from "../../db/schema";

/** The signingProcessesPerMonth quota counts calendar months in UTC, whatever the organization's language. */
export function startOfMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Every process the organization created since the month began (UTC), whoever created it and however it ended. */
export async function countProcessesThisMonth(db: Db | Tx, organizationId: string, now = new Date()): Promise<number> {
  // A placeholder is not mapped by its column: on Postgres the driver takes timestamps as text.
  const since = startOfMonthUtc(now).toISOString();
  const [row] = await prepared(db, "processes-since", processesSince).execute({ organizationId, since });
  return row?.used ?? 0;
}

function processesSince(db: Db | Tx) {
  return db
    .select({ used: count() })
    .from(signingProcesses)
    .where(and(eq(signingProcesses.organizationId, sql.placeholder("organizationId")), gte(signingProcesses.createdAt, sql.placeholder("since"))))
    .prepare("processes_since");
}
