import { notifySigner } from "../../services/signing/notify-signer";
import type { JobHandlers } from "../define-job";
import type { NotifySignerPayload } from "../definitions/notify-signer";

export const notifySignerHandlers: JobHandlers<NotifySignerPayload> = {
  handler: async ({ payload, db, step }) => {
    await step.run("send-email", () => notifySigner(db, payload));
  },
};
