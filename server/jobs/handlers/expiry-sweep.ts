import { env } from "../../env";
import { expireOverdueSigningProcesses } from "../../services/signing/expire-signing-process";
import { compactGrownProcessCounts } from "../../services/signing/process-counts";
import type { JobHandlers } from "../../queue/define-job";
import { expirySweepJob, type ExpirySweepPayload } from "../definitions/expiry-sweep";
import { triggerJob } from "../../queue/trigger-job";

export const expirySweepHandlers: JobHandlers<ExpirySweepPayload> = {
  handler: async ({ db, step }) => {
    await step.run("expire-overdue", () => expireOverdueSigningProcesses(db));
    // After the expiries, whose status changes append kept rows too.
    await step.run("compact-process-counts", () => compactGrownProcessCounts(db));
    await step.run("schedule-next", () =>
      triggerJob(db, expirySweepJob, {}, { runAt: new Date(Date.now() + env().EXPIRY_SWEEP_SECONDS * 1000) }),
    );
  },
};
