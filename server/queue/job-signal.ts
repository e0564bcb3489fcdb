/**
 * An in-process nudge from `triggerJob` to the polling loop, so a new job starts without
 * waiting for the next poll. Only a nicety: the poll alone finds every job, including those
 * whose transaction commits after the nudge.
 */

// Note: on globalThis because Next.js bundles each route separately; a module variable would
// give every route its own set of listeners and the runner would never hear them.
const holder = globalThis as unknown as { __signetJobListeners?: Set<() => void> };

function listeners(): Set<() => void> {
  holder.__signetJobListeners ??= new Set();
  return holder.__signetJobListeners;
}

export function notifyJobRunner(): void {
  for (const listener of listeners()) listener();
}

/** Subscribes to nudges; answers the unsubscribe function. */
export function onJobRunnerNotified(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
