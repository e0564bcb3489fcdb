import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";

const payload = z.object({ resetId: z.uuid() });
export type SendPasswordResetPayload = z.output<typeof payload>;

/** The "forgot password" email with its single-use link. */
export const sendPasswordResetJob: JobDefinition<SendPasswordResetPayload> = defineJob({
  id: "user.passwordReset",
  payload,
  // A reset link lives 30 minutes: retrying for longer sends a dead link.
  maxAttempts: 4,
  handlers: async () => (await import("../../jobs/handlers/send-password-reset")).sendPasswordResetHandlers,
});
