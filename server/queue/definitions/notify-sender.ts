import { z } from "zod";
import { SENDER_NOTIFICATION_KINDS } from "@/lib/notifications/sender-notification-kinds";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

// Ids only: whom to tell is decided again when the email is sent (sender-recipient.ts).
const payload = z.object({
  signingProcessId: z.uuid(),
  kind: z.enum(SENDER_NOTIFICATION_KINDS),
  /** The signer who signed or declined. */
  signerId: z.uuid().nullable(),
  /** After a signature: whose turn it is now. */
  nextSignerId: z.uuid().nullable(),
  ...jobOrganization,
});
export type NotifySenderPayload = z.output<typeof payload>;

/** One email to the sender of a process about its news (signed, declined, completed, expired, finalization failed). */
export const notifySenderJob: JobDefinition<NotifySenderPayload> = defineJob({
  id: "sender.notify",
  payload,
  maxAttempts: 5,
  handlers: async () => (await import("../../jobs/handlers/notify-sender")).notifySenderHandlers,
});
