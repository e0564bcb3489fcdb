/** The local runner's timing: how long to wait before a retry, and how long a claim lasts. */

const FIRST_RETRY_DELAY_MS = 2_000;
const RETRY_DELAY_FACTOR = 4;
const MAX_RETRY_DELAY_MS = 10 * 60_000;

/**
 * The wait after failed attempt `attempt` (1-based): 2 s, 8 s, 32 s, 2 min 8 s, 8 min 32 s,
 * then 10 min for every later attempt.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * RETRY_DELAY_FACTOR ** Math.max(attempt - 1, 0), MAX_RETRY_DELAY_MS);
}

/**
 * A RUNNING job whose lock is older than this is taken to belong to a process that died: it
 * is claimed again, and the lost attempt counts as failed.
 */
export const JOB_LEASE_MS = 5 * 60_000;

/** A running handler renews its lock this often, so a long job is never taken for dead. */
export const LEASE_RENEWAL_MS = 60_000;
