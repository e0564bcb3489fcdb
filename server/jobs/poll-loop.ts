/**
 * The in-process loop behind both runners: run `tick` until it finds no work, then sleep
 * for the poll interval or until `notifyJobRunner()` nudges it. One tick at a time, so a
 * process runs one job at a time.
 */
import { onJobRunnerNotified } from "./job-signal";

export interface PollLoop {
  /** Stops polling; resolves once the tick in progress (a running job) has finished. */
  stop(): Promise<void>;
}

export interface PollLoopOptions {
  /** For log lines. */
  name: string;
  intervalMs: number;
  /** Does one unit of work; answers whether there was any (then it runs again at once). */
  tick: () => Promise<boolean>;
}

export function startPollLoop({ name, intervalMs, tick }: PollLoopOptions): PollLoop {
  let stopped = false;
  // A nudge that arrives during a tick must not be lost to the sleep that follows it.
  let nudged = false;
  let wake: (() => void) | undefined;
  const unsubscribe = onJobRunnerNotified(() => {
    nudged = true;
    wake?.();
  });

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
      let busy = false;
      try {
        busy = await tick();
      } catch (error) {
        console.error(`[signet] ${name}:`, error);
      }
      if (!busy && !nudged && !stopped) await sleep();
    }
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
