/**
 * Transaction-scoped advisory locks, for work that instances sharing one Postgres must do one
 * at a time. Any constants work: they only have to be the same in every process.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "./client";

export const ADVISORY_LOCKS = {
  firstRunSetup: 4_711_001,
  migrations: 4_711_002,
  sweepSchedule: 4_711_003,
} as const;

/** Waits until no other transaction holds `lock`; released when `tx` ends. */
export async function takeAdvisoryLock(tx: Tx, lock: keyof typeof ADVISORY_LOCKS): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS[lock]})`);
}
