/**
 * The in-process loop behind both runners: start units of work while there is work and a free
 * slot (`concurrency` of them), then sleep for the poll interval, until `notifyJobRunner()`
 * nudges it, or until a unit of work ends and frees its slot.
 *
 * Note: `triggerJob` nudges inside the caller's transaction, before the row is committed, so on
 * Postgres the claim it wakes usually finds nothing. A nudge that finds no work is therefore
 * followed by quick polls (25 ms, doubling up to the interval), so the job starts right after
 * its commit instead of a whole poll interval later.
 */
import { onJobRunnerNotified } from "../queue/job-signal";
import { logger } from "@/server/log/logger.mjs";

export interface PollLoop {
  /** Stops polling; resolves once the work in progress (running jobs) has finished. */
  stop(): Promise<void>;
}

export interface PollLoopOptions {
  /** For log lines. */
  name: string;
  intervalMs: number;
  /** Units of work running at once; 1 by default. */
  concurrency?: number;
  /**
   * Starts one unit of work (claims a job): answers null when there is none, else `done`, which
   * settles when the work has ended. Called again at once while it finds work and a slot is free.
   */
  start: () => Promise<{ done: Promise<unknown> } | null>;
}

const FIRST_FOLLOW_UP_MS = 25;

export function startPollLoop({ name, intervalMs, concurrency = 1, start }: PollLoopOptions): PollLoop {
  let stopped = false;
  // The next sleep after a nudge that found no work; undefined when the full interval applies.
  let followUpMs: number | undefined;
  // A nudge (or a freed slot) that arrives while work is being started must not be lost to the
  // sleep that follows.
  let nudged = false;
  let wake: (() => void) | undefined;
  const nudge = () => {
    nudged = true;
    wake?.();
  };
  const unsubscribe = onJobRunnerNotified(() => {
    followUpMs = FIRST_FOLLOW_UP_MS;
    nudge();
  });
  const running = new Set<Promise<unknown>>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      wake = done;
    });

  const loop = (async () => {
    while (!stopped) {
      nudged = false;
      while (!stopped && running.size < concurrency) {
        let work: { done: Promise<unknown> } | null = null;
        try {
          work = await start();
        } catch (error) {
          logger().error({ err: error }, `[signet] ${name}`);
        }
        if (!work) break;
        const done: Promise<unknown> = work.done
          .catch((error: unknown) => logger().error({ err: error }, `[signet] ${name}`))
          .finally(() => {
            running.delete(done);
            nudge();
          });
        running.add(done);
      }
      if (!nudged && !stopped) {
        const ms = followUpMs ?? intervalMs;
        followUpMs = followUpMs !== undefined && followUpMs * 2 < intervalMs ? followUpMs * 2 : undefined;
        await sleep(ms);
      }
    }
    await Promise.all(running);
  })();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      wake?.();
      await loop;
    },
  };
}
