import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

const payload = z.object({ signerId: z.uuid(), number: z.number().int().min(1).max(10), ...jobOrganization });
export type SendReminderPayload = z.output<typeof payload>;

/**
 * One automatic reminder: the `number`th of a signer's schedule, queued with its time when the
 * signer's turn begins (docs/signing.md, "Reminders"). Decided at most once per signer and number.
 */
export const sendReminderJob: JobDefinition<SendReminderPayload> = defineJob({
  id: "reminder.send",
  payload,
  maxAttempts: 5,
  handlers: async () => (await import("../../jobs/handlers/send-reminder")).sendReminderHandlers,
});
