import { notifySigner } from "../../services/signing/notify-signer";
import type { JobHandlers } from "../../queue/define-job";
import type { NotifySignerPayload } from "../../queue/definitions/notify-signer";

export const notifySignerHandlers: JobHandlers<NotifySignerPayload> = {
  handler: async ({ payload, db, step }) => {
    await step.run("send-email", () => notifySigner(db, payload));
  },
};
