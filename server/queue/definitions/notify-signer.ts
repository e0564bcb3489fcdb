import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

const payload = z.object({
    signerId: z.uuid(),
    kind: z.enum(["invite", "reminder", "completed", "declined", "voided", "expired"]),
    // A reminder's own words: the sender's personal message, and whether to say when the link
    // expires (a manual reminder, and the last automatic one before the expiry).
    reminder: z.object({ message: z.string().max(500).optional(), mentionExpiry: z.boolean() }).optional(),
    ...jobOrganization,
  });
export type NotifySignerPayload = z.output<typeof payload>;

/** One email to one signer (invite, reminder, completed, declined, voided, expired). */
export const notifySignerJob: JobDefinition<NotifySignerPayload> = defineJob({
  id: "signer.notify",
  payload,
  maxAttempts: 5,
  handlers: async () => (await import("../../jobs/handlers/notify-signer")).notifySignerHandlers,
});
