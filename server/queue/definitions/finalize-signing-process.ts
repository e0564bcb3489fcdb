import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

const payload = z.object({ signingProcessId: z.uuid(), ...jobOrganization });
export type FinalizeSigningProcessPayload = z.output<typeof payload>;

/**
 * Stamps, certifies and seals a process whose signers have all signed, then completes it
 * (DESIGN.md, pipeline step 5), one idempotent step at a time: a retry, on either runner,
 * skips what an earlier attempt finished. After the last attempt the process shows
 * finalization FAILED with the reason, and an admin can retry it.
 */
export const finalizeSigningProcessJob: JobDefinition<FinalizeSigningProcessPayload> = defineJob({
  id: "signing-process.finalize",
  payload,
  maxAttempts: 5,
  handlers: async () => (await import("../../jobs/handlers/finalize-signing-process")).finalizeSigningProcessHandlers,
});
