import { z } from "zod";
import { defineJob, type JobDefinition } from "../../queue/define-job";

const payload = z.object({});
export type ExpirySweepPayload = z.output<typeof payload>;

/**
 * Expires overdue processes every EXPIRY_SWEEP_SECONDS. Each run schedules the next one, so the
 * sweep is one chain of job rows that survives restarts like any other job.
 */
export const expirySweepJob: JobDefinition<ExpirySweepPayload> = defineJob({
  id: "signing-processes.expiry-sweep",
  payload,
  maxAttempts: 3,
  handlers: async () => (await import("../handlers/expiry-sweep")).expirySweepHandlers,
});
