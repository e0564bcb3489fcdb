import {
  FINALIZATION_STEPS,
  markFinalizationFailed,
  runFinalizationStep,
} from "../../services/signing/finalize-signing-process";
import type { JobHandlers } from "../define-job";
import type { FinalizeSigningProcessPayload } from "../definitions/finalize-signing-process";

export const finalizeSigningProcessHandlers: JobHandlers<FinalizeSigningProcessPayload> = {
  handler: async ({ payload, db, step }) => {
    for (const name of FINALIZATION_STEPS) {
      await step.run(name, () => runFinalizationStep(db, payload.signingProcessId, name));
    }
  },
  onPermanentFailure: async ({ payload, db, error }) => {
    await markFinalizationFailed(db, payload.signingProcessId, error.message);
  },
};
