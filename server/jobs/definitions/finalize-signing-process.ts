import { z } from "zod";
import {
  FINALIZATION_STEPS,
  markFinalizationFailed,
  runFinalizationStep,
} from "../../services/signing/finalize-signing-process";
import { defineJob } from "../define-job";

/**
 * Stamps, certifies and seals a process whose signers have all signed, then completes it
 * (DESIGN.md, pipeline step 5), one idempotent step at a time: a retry, on either runner,
 * skips what an earlier attempt finished. After the last attempt the process shows
 * finalization FAILED with the reason, and an admin can retry it.
 */
export const finalizeSigningProcessJob = defineJob({
  id: "signing-process.finalize",
  payload: z.object({ signingProcessId: z.uuid() }),
  maxAttempts: 5,
  handler: async ({ payload, db, step }) => {
    for (const name of FINALIZATION_STEPS) {
      await step.run(name, () => runFinalizationStep(db, payload.signingProcessId, name));
    }
  },
  onPermanentFailure: async ({ payload, db, error }) => {
    await markFinalizationFailed(db, payload.signingProcessId, error.message);
  },
});
