import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

const payload = z.object({ bulkSendId: z.uuid(), ...jobOrganization });
export type RunBulkSendPayload = z.output<typeof payload>;

/**
 * One chunk of a bulk send's rows, each created as its own start-signing (docs/api.md, "Bulk
 * sends"). A chunk queues the next one when it ends, so a send of 1,000 rows is a chain of short
 * jobs, and other organizations' jobs take their turns between the links (claim-next-job.ts).
 */
export const runBulkSendJob: JobDefinition<RunBulkSendPayload> = defineJob({
  id: "bulk-send.run",
  payload,
  maxAttempts: 5,
  handlers: async () => (await import("../../jobs/handlers/run-bulk-send")).runBulkSendHandlers,
});
