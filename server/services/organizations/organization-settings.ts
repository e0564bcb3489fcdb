import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { updateOrganizationSettingsSchema } from "@/lib/schemas/organizations";
import { organizations } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { toOrganizationRecord, type OrganizationRecord } from "./organization-record";

export async function getOrganization(ctx: ServiceContext): Promise<OrganizationRecord> {
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, ctx.organizationId));
  if (!org) throw notFound("Organization");
  return toOrganizationRecord(org);
}

export async function updateOrganizationSettings(
  ctx: ServiceContext,
  input: z.output<typeof updateOrganizationSettingsSchema>,
): Promise<OrganizationRecord> {
  requireAdmin(ctx);
  const [org] = await ctx.db
    .update(organizations)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(organizations.id, ctx.organizationId))
    .returning();
  if (!org) throw notFound("Organization");
  return toOrganizationRecord(org);
}
