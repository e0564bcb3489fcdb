import { z } from "zod";
import { EMAIL_DELIVERY_STATUSES } from "../mail/email-delivery-status";
import { paginationSchema } from "../pagination";
import { emailSchema } from "./organizations";
import { safeText } from "./text";

/** An empty field clears the value. */
const optionalText = safeText().trim().nullable().transform((value) => value || null);

/** How the organization's emails show their sender (Settings, "Email sender"). */
export const emailSenderSettingsSchema = z.object({
  // One header line: a line break would start a header of the sender's choosing.
  senderName: optionalText.pipe(
    z
      .string()
      .max(100)
      .regex(/^[^\r\n]*$/, { message: "must be on one line" })
      .nullable(),
  ),
  replyTo: optionalText.pipe(emailSchema.nullable()),
});
export type EmailSenderSettingsInput = z.input<typeof emailSenderSettingsSchema>;

export const listEmailDeliveriesSchema = paginationSchema.extend({
  signingProcessId: z.uuid().optional(),
  status: z.enum(EMAIL_DELIVERY_STATUSES).optional(),
});
export type ListEmailDeliveriesInput = z.input<typeof listEmailDeliveriesSchema>;
