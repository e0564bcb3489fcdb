import { z } from "zod";
import type { SenderNotificationKind } from "../notifications/sender-notification-kinds";
import { emailSchema } from "./organizations";

/** A user's choice of sender emails: every kind, on or off (Settings, "Emails to you"). */
export const notificationPreferencesSchema = z.object({
  signed: z.boolean(),
  declined: z.boolean(),
  completed: z.boolean(),
  expired: z.boolean(),
  finalizationFailed: z.boolean(),
} satisfies Record<SenderNotificationKind, z.ZodBoolean>);
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** The organization's notification address; an empty field clears it. */
export const notificationAddressSchema = z.object({
  notificationEmail: z
    .string()
    .trim()
    .nullable()
    .transform((value) => value || null)
    .pipe(emailSchema.nullable()),
});
export type NotificationAddressInput = z.input<typeof notificationAddressSchema>;
