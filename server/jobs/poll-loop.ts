/**
 * The in-process loop behind both runners: start units of work while there is work and a free
 * slot (`concurrency` of them), then sleep for the poll interval, until `notifyJobRunner()`
 * nudges it, or until a unit of work ends and frees its slot.
 */
import { onJobRunnerNotified } from "./job-signal";

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

export function startPollLoop({ name, intervalMs, concurrency = 1, start }: PollLoopOptions): PollLoop {
  let stopped = false;
  // A nudge (or a freed slot) that arrives while work is being started must not be lost to the
  // sleep that follows.
  let nudged = false;
  let wake: (() => void) | undefined;
  const nudge = () => {
    nudged = true;
    wake?.();
  };
  const unsubscribe = onJobRunnerNotified(nudge);
  const running = new Set<Promise<unknown>>();

  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, intervalMs);
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
          console.error(`[signet] ${name}:`, error);
        }
        if (!work) break;
        const done: Promise<unknown> = work.done
          .catch((error: unknown) => console.error(`[signet] ${name}:`, error))
          .finally(() => {
            running.delete(done);
            nudge();
          });
        running.add(done);
      }
      if (!nudged && !stopped) await sleep();
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
