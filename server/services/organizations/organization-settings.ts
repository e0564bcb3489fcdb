import { eq, sql } from "drizzle-orm";
import { updateOrganizationSettingsSchema, type UpdateOrganizationSettingsInput } from "@/lib/schemas/organizations";
import { organizations } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { parseInput } from "../parse-input";
import { toOrganizationRecord, type OrganizationRecord } from "./organization-record";

export async function getOrganization(ctx: ServiceContext): Promise<OrganizationRecord> {
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, ctx.organizationId));
  if (!org) throw notFound("Organization");
  return toOrganizationRecord(org);
}

export async function updateOrganizationSettings(
  ctx: ServiceContext,
  rawInput: UpdateOrganizationSettingsInput,
): Promise<OrganizationRecord> {
  requireAdmin(ctx);
  const input = parseInput(updateOrganizationSettingsSchema, rawInput);
  const [org] = await ctx.db
    .update(organizations)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(organizations.id, ctx.organizationId))
    .returning();
  if (!org) throw notFound("Organization");
  return toOrganizationRecord(org);
}
