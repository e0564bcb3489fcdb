import { z } from "zod";
import { env } from "../../env";
import { expireOverdueSigningProcesses } from "../../services/signing/expire-signing-process";
import { defineJob } from "../define-job";
import { triggerJob } from "../trigger-job";

/**
 * Expires overdue processes every EXPIRY_SWEEP_SECONDS. Each run schedules the next one, so the
 * sweep is one chain of job rows that survives restarts like any other job.
 */
export const expirySweepJob = defineJob({
  id: "signing-processes.expiry-sweep",
  payload: z.object({}),
  maxAttempts: 3,
  handler: async ({ db, step }) => {
    await step.run("expire-overdue", () => expireOverdueSigningProcesses(db));
    await step.run("schedule-next", () =>
      triggerJob(db, expirySweepJob, {}, { runAt: new Date(Date.now() + env().EXPIRY_SWEEP_SECONDS * 1000) }),
    );
  },
});
