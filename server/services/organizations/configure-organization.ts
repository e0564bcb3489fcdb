import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { countrySchema, languageSchema, planSchema } from "@/lib/schemas/organizations";
import type { Db } from "../../db/client";
import { organizations } from "../../db/schema";
import { notFound } from "../../errors";
import { toOrganizationRecord, type OrganizationRecord } from "./organization-record";

export const configureOrganizationSchema = z.object({
  organizationId: z.uuid(),
  plan: planSchema.optional(),
  readOnly: z.boolean().optional(),
  defaultLanguage: languageSchema.optional(),
  country: countrySchema.optional(),
});
export type ConfigureOrganizationInput = z.output<typeof configureOrganizationSchema>;

/** Operator-level changes (plan, billing read-only flag) that no dashboard user may make. */
export async function configureOrganization(db: Db, input: ConfigureOrganizationInput): Promise<OrganizationRecord> {
  const { organizationId, ...changes } = input;
  const [org] = await db
    .update(organizations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(organizations.id, organizationId))
    .returning();
  if (!org) throw notFound("Organization");
  return toOrganizationRecord(org);
}
