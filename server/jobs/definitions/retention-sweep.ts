import { z } from "zod";
import { defineJob, type JobDefinition } from "../../queue/define-job";

const payload = z.object({});
export type RetentionSweepPayload = z.output<typeof payload>;

/**
 * Erases the ended processes whose retention period has passed, once a day (docs/api.md,
 * "Retention"). Each run schedules the next one, as the expiry sweep does.
 */
export const retentionSweepJob: JobDefinition<RetentionSweepPayload> = defineJob({
  id: "signing-processes.retention-sweep",
  payload,
  maxAttempts: 3,
  handlers: async () => (await import("../handlers/retention-sweep")).retentionSweepHandlers,
});
