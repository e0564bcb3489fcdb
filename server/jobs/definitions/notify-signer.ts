import { z } from "zod";
import { notifySigner } from "../../services/signing/notify-signer";
import { defineJob } from "../define-job";

/** One email to one signer (invite, reminder, completed, declined, voided, expired). */
export const notifySignerJob = defineJob({
  id: "signer.notify",
  payload: z.object({
    signerId: z.uuid(),
    kind: z.enum(["invite", "reminder", "completed", "declined", "voided", "expired"]),
  }),
  maxAttempts: 5,
  handler: async ({ payload, db, step }) => {
    await step.run("send-email", () => notifySigner(db, payload));
  },
});
