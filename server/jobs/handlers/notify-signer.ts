import { markEmailGivenUp } from "../../services/email-deliveries/deliver-email";
import { notifySigner } from "../../services/signing/notify-signer";
import type { JobHandlers } from "../../queue/define-job";
import type { NotifySignerPayload } from "../../queue/definitions/notify-signer";

export const notifySignerHandlers: JobHandlers<NotifySignerPayload> = {
  handler: async ({ payload, db, step, jobId, attempt }) => {
    await step.run("send-email", () => notifySigner(db, payload, { jobId, attempt }));
  },
  onPermanentFailure: ({ db, jobId, error }) => markEmailGivenUp(db, jobId, error),
};
