import type { JobHandlers } from "../../queue/define-job";
import type { SendReminderPayload } from "../../queue/definitions/send-reminder";
import { sendAutomaticReminder } from "../../services/signing/reminders";

export const sendReminderHandlers: JobHandlers<SendReminderPayload> = {
  // One transaction that records the decision under a unique key, so a retry, a restart or a
  // second runner never sends the same reminder twice; the mail is a job of its own.
  handler: async ({ payload, db, step }) => {
    await step.run("remind", () => sendAutomaticReminder(db, payload));
  },
};
