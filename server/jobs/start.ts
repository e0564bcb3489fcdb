/**
 * Starts background work for this server process: the local runner, or with INNGEST_* set the
 * dispatcher that hands jobs to Inngest. Once per process, whatever bundle calls it.
 */
import { jobsUseInngest } from "./inngest";
import { startInngestDispatcher } from "./inngest-dispatcher";
import { startLocalRunner } from "./local-runner";
import type { PollLoop } from "./poll-loop";
import { logger } from "@/server/log/logger.mjs";

// Note: on globalThis because Next.js bundles routes and instrumentation separately.
const holder = globalThis as unknown as { __signetJobRunner?: PollLoop };

/** Answers the function that stops it (and lets a later call start it again). */
export function startJobRunner(): () => Promise<void> {
  if (!holder.__signetJobRunner) {
    const useInngest = jobsUseInngest();
    holder.__signetJobRunner = useInngest ? startInngestDispatcher() : startLocalRunner();
    logger().info(`[signet] background jobs: ${useInngest ? "Inngest (due jobs are sent as events)" : "in-process runner"}`);
  }
  const runner = holder.__signetJobRunner;
  return async () => {
    if (holder.__signetJobRunner === runner) holder.__signetJobRunner = undefined;
    await runner.stop();
  };
}
