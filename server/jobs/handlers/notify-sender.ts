import { markEmailGivenUp } from "../../services/email-deliveries/deliver-email";
import { sendSenderNotification } from "../../services/notifications/send-sender-notification";
import type { JobHandlers } from "../../queue/define-job";
import type { NotifySenderPayload } from "../../queue/definitions/notify-sender";

export const notifySenderHandlers: JobHandlers<NotifySenderPayload> = {
  handler: async ({ payload, db, step, jobId, attempt }) => {
    await step.run("send-email", () => sendSenderNotification(db, payload, { jobId, attempt }));
  },
  onPermanentFailure: ({ db, jobId, error }) => markEmailGivenUp(db, jobId, error),
};
