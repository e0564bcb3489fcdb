import {
  FINALIZATION_STEPS,
  markFinalizationFailed,
  runFinalizationStep,
} from "../../services/signing/finalize-signing-process";
import { FinalizationImpossibleError } from "../../services/signing/finalization-errors";
import { PermanentJobError, type JobHandlers } from "../../queue/define-job";
import { LostAttemptError } from "../job-errors";
import type { FinalizeSigningProcessPayload } from "../../queue/definitions/finalize-signing-process";
import { metrics } from "../../metrics/metrics";

export const finalizeSigningProcessHandlers: JobHandlers<FinalizeSigningProcessPayload> = {
  handler: async ({ payload, db, step }) => {
    const started = performance.now();
    for (const name of FINALIZATION_STEPS) {
      await step.run(name, async () => {
        try {
          await runFinalizationStep(db, payload.signingProcessId, name);
        } catch (error) {
          // A process or file that is gone will not come back on a second try.
          if (error instanceof FinalizationImpossibleError) throw new PermanentJobError(error.message);
          throw error;
        }
      });
    }
    metrics().finalizationDuration.observe((performance.now() - started) / 1000);
  },
  onPermanentFailure: async ({ payload, db, error }) => {
    // The runner's own words name a worker and a lease; a person reading the process needs less.
    const reason =
      error instanceof LostAttemptError
        ? `The final files could not be made: the server stopped during the last of ${error.attempts} attempts`
        : error.message;
    await markFinalizationFailed(db, payload.signingProcessId, reason);
  },
};
