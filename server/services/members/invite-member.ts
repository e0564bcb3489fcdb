/**
 * Inviting a colleague (Settings, "People"): an email with a single-use link that works for 7
 * days. Inviting an address that has an open invitation sends it again, with a new link and
 * role; resending replaces the link, so only the newest works; revoking ends it.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { inviteMemberSchema } from "@/lib/schemas/members";
import { MEMBER_ROLES } from "@/lib/schemas/members";
import type { Tx } from "../../db/client";
import { memberInvitations, memberships, users, type MemberInvitation } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { inviteMemberJob } from "../../queue/definitions/invite-member";
import { triggerJob } from "../../queue/trigger-job";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { INVITATION_TTL_MS, issueInvitationToken } from "./invitation-tokens";
import { requireMayTouchRole, requirePeopleManager } from "./member-roles";

export const invitationRecordSchema = z.object({ id: z.string(), email: z.string(), role: z.enum(MEMBER_ROLES), expiresAt: z.iso.datetime() });
export type InvitationRecord = z.output<typeof invitationRecordSchema>;

function toRecord(invitation: MemberInvitation): InvitationRecord {
  return { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
}

/** A fresh link and deadline for the invitation, and its email queued with the change. */
function freshLink(ctx: ServiceContext) {
  const token = issueInvitationToken();
  return {
    tokenHash: token.tokenHash,
    tokenEncrypted: token.tokenEncrypted,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    invitedByUserId: ctx.actor.kind === "USER" ? ctx.actor.id : null,
    updatedAt: sql`now()`,
  };
}

async function queueEmail(tx: Tx, invitation: MemberInvitation): Promise<void> {
  await triggerJob(tx, inviteMemberJob, { invitationId: invitation.id, organizationId: invitation.organizationId });
}

export async function inviteMember(ctx: ServiceContext, input: z.output<typeof inviteMemberSchema>): Promise<InvitationRecord> {
  const managerRole = await requirePeopleManager(ctx);
  requireMayTouchRole(managerRole, input.role);
  await loadWritableOrganization(ctx);
  const [member] = await ctx.db
    .select({ organizationId: memberships.organizationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, input.email));
  if (member) {
    throw new AppError(
      "EMAIL_TAKEN",
      member.organizationId === ctx.organizationId
        ? `${input.email} is already a member of your organization`
        : `${input.email} already belongs to another organization on this Signet`,
    );
  }
  return ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(memberInvitations)
      .where(openInvitation(ctx.organizationId, eq(memberInvitations.email, input.email)))
      .for("update");
    if (open) requireMayTouchRole(managerRole, open.role);
    const [invitation] = open
      ? await tx.update(memberInvitations).set({ role: input.role, ...freshLink(ctx) }).where(eq(memberInvitations.id, open.id)).returning()
      : await tx
          .insert(memberInvitations)
          .values({ organizationId: ctx.organizationId, email: input.email, role: input.role, ...freshLink(ctx) })
          .returning();
    await queueEmail(tx, invitation!);
    return toRecord(invitation!);
  });
}

function openInvitation(organizationId: string, ...conditions: ReturnType<typeof eq>[]) {
  return and(eq(memberInvitations.organizationId, organizationId), isNull(memberInvitations.acceptedAt), isNull(memberInvitations.revokedAt), ...conditions);
}

/** The organization's open invitation, locked for the change; another organization's answers 404. */
async function lockOpenInvitation(tx: Tx, ctx: ServiceContext, id: string): Promise<MemberInvitation> {
  const [invitation] = await tx.select().from(memberInvitations).where(openInvitation(ctx.organizationId, eq(memberInvitations.id, id))).for("update");
  if (!invitation) throw notFound("Invitation");
  return invitation;
}

export async function resendInvitation(ctx: ServiceContext, { id }: { id: string }): Promise<InvitationRecord> {
  const managerRole = await requirePeopleManager(ctx);
  await loadWritableOrganization(ctx);
  return ctx.db.transaction(async (tx) => {
    const open = await lockOpenInvitation(tx, ctx, id);
    requireMayTouchRole(managerRole, open.role);
    const [invitation] = await tx.update(memberInvitations).set(freshLink(ctx)).where(eq(memberInvitations.id, open.id)).returning();
    await queueEmail(tx, invitation!);
    return toRecord(invitation!);
  });
}

export async function revokeInvitation(ctx: ServiceContext, { id }: { id: string }): Promise<InvitationRecord> {
  const managerRole = await requirePeopleManager(ctx);
  return ctx.db.transaction(async (tx) => {
    const open = await lockOpenInvitation(tx, ctx, id);
    requireMayTouchRole(managerRole, open.role);
    const [invitation] = await tx
      .update(memberInvitations)
      .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(memberInvitations.id, open.id))
      .returning();
    return toRecord(invitation!);
  });
}
