import { markEmailGivenUp } from "../../services/email-deliveries/deliver-email";
import { sendPasswordResetEmail } from "../../services/users/password-reset";
import type { JobHandlers } from "../../queue/define-job";
import type { SendPasswordResetPayload } from "../../queue/definitions/send-password-reset";

export const sendPasswordResetHandlers: JobHandlers<SendPasswordResetPayload> = {
  handler: async ({ payload, db, step, jobId, attempt }) => {
    await step.run("send-email", () => sendPasswordResetEmail(db, payload, { jobId, attempt }));
  },
  onPermanentFailure: ({ db, jobId, error }) => markEmailGivenUp(db, jobId, error),
};
