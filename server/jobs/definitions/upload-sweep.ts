import { z } from "zod";
import { defineJob, type JobDefinition } from "../../queue/define-job";

const payload = z.object({});
export type UploadSweepPayload = z.output<typeof payload>;

/**
 * Deletes uploads that were never committed, some time after their URL expired, with their
 * bytes. Like the expiry sweep, each run schedules the next, so it is one chain of job rows.
 */
export const uploadSweepJob: JobDefinition<UploadSweepPayload> = defineJob({
  id: "pdf-uploads.sweep",
  payload,
  maxAttempts: 3,
  handlers: async () => (await import("../handlers/upload-sweep")).uploadSweepHandlers,
});
