/**
 * Reminders (API.md, "Reminders"): the automatic schedule a process, a template's draft and an
 * organization may carry, and the body of a manual reminder. One schema each, shared by every
 * input that takes them.
 */
import { z } from "zod";
import { safeText } from "./text";

const hours = z.number().int().min(1, "must be at least 1 hour").max(720, "must be at most 720 hours (30 days)");

/** When the active signer is reminded: first after `firstAfterHours`, then every `everyHours`, at most `max` times. */
export const reminderScheduleSchema = z
  .object({
    firstAfterHours: hours,
    everyHours: hours,
    max: z.number().int().min(0).max(10),
  })
  .strict();
export type ReminderSchedule = z.output<typeof reminderScheduleSchema>;

/**
 * The field a process-creating input adds: a schedule, null for none, or left out for the
 * template's or the organization's default.
 */
export const remindersInput = { reminders: reminderScheduleSchema.nullable().optional() };

export const remindSignerSchema = z.object({ message: safeText().trim().max(500).optional() });

/** A second reminder to one signer waits this long (manual ones, and automatic ones after a manual one). */
export const REMINDER_GAP_MS = 60 * 60_000;
