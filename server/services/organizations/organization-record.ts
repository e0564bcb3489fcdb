import { z } from "zod";
import { planSchema } from "@/lib/schemas/organizations";
import { reminderScheduleSchema } from "@/lib/schemas/reminders";
import type { Organization } from "../../db/schema";

export const organizationRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: planSchema,
  defaultLanguage: z.string(),
  // Null: the default language's main country.
  country: z.string().nullable(),
  readOnly: z.boolean(),
  defaultReminders: reminderScheduleSchema.nullable(),
  retentionDays: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OrganizationRecord = z.output<typeof organizationRecordSchema>;

export function toOrganizationRecord(org: Organization): OrganizationRecord {
  return {
    id: org.id,
    name: org.name,
    plan: org.plan,
    defaultLanguage: org.defaultLanguage,
    country: org.country,
    readOnly: org.readOnly,
    defaultReminders: org.defaultReminders ?? null,
    retentionDays: org.retentionDays,
    createdAt: org.createdAt.toISOString(),
    updatedAt: org.updatedAt.toISOString(),
  };
}
