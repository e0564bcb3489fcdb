import { isSupportedCountry } from "libphonenumber-js/min";
import { z } from "zod";
import { reminderScheduleSchema } from "./reminders";
import { retentionDaysSchema } from "./retention";
import { LANGUAGES } from "../languages";
import { PLANS } from "../plans";
import { safeText } from "./text";

export const emailSchema = z.email().max(254).transform((value) => value.toLowerCase());
export const passwordSchema = safeText().min(10).max(200);
export const organizationNameSchema = safeText().trim().min(1).max(200);
export const languageSchema = z.enum(LANGUAGES);
export const planSchema = z.enum(PLANS);
/** An ISO 3166 alpha-2 country code, such as DE; the organization's country (Settings). */
export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => isSupportedCountry(code), "must be a two-letter country code, such as DE");

export const firstRunSetupSchema = z.object({
  organizationName: organizationNameSchema,
  name: safeText().trim().min(1).max(200),
  email: emailSchema,
  password: passwordSchema,
  defaultLanguage: languageSchema.default("en"),
  // Omitted on the operator's own installation: the server's DEFAULT_PLAN. A hosted service
  // that sells plans names the plan of its first organization.
  plan: planSchema.optional(),
});
export type FirstRunSetupInput = z.input<typeof firstRunSetupSchema>;

export const updateOrganizationSettingsSchema = z
  .object({
    name: organizationNameSchema.optional(),
    defaultLanguage: languageSchema.optional(),
    // Null: the default language's main country.
    country: countrySchema.nullable().optional(),
    // The automatic reminders of processes that name none (null: none).
    defaultReminders: reminderScheduleSchema.nullable().optional(),
    // Ended processes are erased this many days after they ended (null: kept).
    retentionDays: retentionDaysSchema.nullable().optional(),
  })
  .refine(
    (value) => Object.values(value).some((part) => part !== undefined),
    { message: "must change at least one of name, defaultLanguage, country, defaultReminders, retentionDays" },
  );
export type UpdateOrganizationSettingsInput = z.input<typeof updateOrganizationSettingsSchema>;

/** The operator's change to one organization of the installation (Settings, "This installation"). */
export const installationOrganizationChangeSchema = z
  .object({
    organizationId: z.uuid(),
    plan: planSchema.optional(),
    readOnly: z.boolean().optional(),
  })
  .refine((value) => value.plan !== undefined || value.readOnly !== undefined, { message: "must change at least one of plan, readOnly" });
export type InstallationOrganizationChange = z.input<typeof installationOrganizationChangeSchema>;
