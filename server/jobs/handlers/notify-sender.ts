import { sendSenderNotification } from "../../services/notifications/send-sender-notification";
import type { JobHandlers } from "../../queue/define-job";
import type { NotifySenderPayload } from "../../queue/definitions/notify-sender";

export const notifySenderHandlers: JobHandlers<NotifySenderPayload> = {
  handler: async ({ payload, db, step }) => {
    await step.run("send-email", () => sendSenderNotification(db, payload));
  },
};
