/**
 * The operator of a self-hosted installation, in the dashboard: the OWNER of its first
 * organization (the one the setup page or `signet bootstrap` made first). Plans are a billing
 * concept; on an installation of one's own, the operator sets each organization's plan and
 * read-only flag here, as `signet org set` does, without stopping the server.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import type { installationOrganizationChangeSchema } from "@/lib/schemas/organizations";
import type { Db } from "../../db/client";
import { memberships, organizations } from "../../db/schema";
import { AppError } from "../../errors";
import { actingUserId, requireSession, type ServiceContext } from "../context";
import { configureOrganization } from "./configure-organization";
import { organizationRecordSchema, toOrganizationRecord, type OrganizationRecord } from "./organization-record";

export const installationOrganizationSchema = organizationRecordSchema.extend({ members: z.number().int().min(0) });
export type InstallationOrganization = z.output<typeof installationOrganizationSchema>;

async function firstOrganizationId(db: Db): Promise<string | null> {
  const [first] = await db.select({ id: organizations.id }).from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.id)).limit(1);
  return first?.id ?? null;
}

/** Whether the signed-in user runs this installation (an owner of its first organization). */
export async function isInstallationOperator(ctx: ServiceContext): Promise<boolean> {
  const userId = ctx.actor.kind === "USER" ? actingUserId(ctx.actor) : null;
  const firstId = await firstOrganizationId(ctx.db);
  if (!userId || !firstId || ctx.organizationId !== firstId) return false;
  const [membership] = await ctx.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, firstId)));
  return membership?.role === "OWNER";
}

async function requireInstallationOperator(ctx: ServiceContext): Promise<void> {
  requireSession(ctx);
  if (!(await isInstallationOperator(ctx))) {
    throw new AppError("INSUFFICIENT_ROLE", "Only the owner of this installation's first organization may change plans");
  }
}

/** Every organization of the installation, oldest first, with its plan, state and member count. */
export async function listInstallationOrganizations(ctx: ServiceContext): Promise<InstallationOrganization[]> {
  await requireInstallationOperator(ctx);
  const rows = await ctx.db
    .select({ organization: organizations, members: count(memberships.userId) })
    .from(organizations)
    .leftJoin(memberships, eq(memberships.organizationId, organizations.id))
    .groupBy(organizations.id)
    .orderBy(asc(organizations.createdAt), asc(organizations.id));
  return rows.map((row) => ({ ...toOrganizationRecord(row.organization), members: row.members }));
}

/** Changes one organization's plan or read-only flag; takes effect with its next request. */
export async function changeInstallationOrganization(
  ctx: ServiceContext,
  input: z.output<typeof installationOrganizationChangeSchema>,
): Promise<OrganizationRecord> {
  await requireInstallationOperator(ctx);
  return configureOrganization(ctx.db, input);
}
