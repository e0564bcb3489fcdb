import { z } from "zod";
import { finalizeSigningProcess, markFinalizationFailed } from "../../services/signing/finalize-signing-process";
import { defineJob } from "../define-job";

/**
 * Stamps, certifies and seals a process whose signers have all signed, then completes it
 * (DESIGN.md, pipeline step 5). Idempotent: a retry after success changes nothing.
 */
export const finalizeSigningProcessJob = defineJob({
  id: "signing-process.finalize",
  payload: z.object({ signingProcessId: z.uuid() }),
  maxAttempts: 5,
  handler: async ({ payload, db, step }) => {
    await step.run("finalize", () => finalizeSigningProcess(db, payload.signingProcessId));
  },
  onPermanentFailure: async ({ payload, db, error }) => {
    await markFinalizationFailed(db, payload.signingProcessId, error instanceof Error ? error.message : String(error));
  },
});
