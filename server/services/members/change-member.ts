/**
 * Changing a member's role and removing a member (Settings, "People"). The organization always
 * keeps an owner. A removed member's API keys are revoked and their sessions ended at once;
 * the processes they sent stay with the organization, and so does their user row, which the
 * records name (a later invitation takes it up again).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { changeMemberRoleSchema, memberIdSchema, MemberRole } from "@/lib/schemas/members";
import { MEMBER_ROLES } from "@/lib/schemas/members";
import type { Tx } from "../../db/client";
import { apiKeys, memberships, userSessions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { lockMemberships, requireMayTouchRole, requirePeopleManager } from "./member-roles";

export const memberChangeSchema = z.object({ userId: z.string(), role: z.enum(MEMBER_ROLES).nullable() });
export type MemberChange = z.output<typeof memberChangeSchema>;

/** The member to change, and whether another owner would remain, under the organization's people lock. */
async function lockMember(tx: Tx, ctx: ServiceContext, userId: string): Promise<{ id: string; role: MemberRole; otherOwners: number }> {
  const all = await lockMemberships(tx, ctx.organizationId);
  const member = all.find((membership) => membership.userId === userId);
  if (!member) throw notFound("Member");
  return { id: member.id, role: member.role, otherOwners: all.filter((membership) => membership.role === "OWNER" && membership.id !== member.id).length };
}

function requireAnotherOwner(member: { otherOwners: number }): void {
  if (member.otherOwners === 0) {
    throw new AppError("LAST_OWNER", "The organization needs at least one owner; make someone else an owner first");
  }
}

export async function changeMemberRole(ctx: ServiceContext, input: z.output<typeof changeMemberRoleSchema>): Promise<MemberChange> {
  const managerRole = await requirePeopleManager(ctx);
  await loadWritableOrganization(ctx);
  return ctx.db.transaction(async (tx) => {
    const membership = await lockMember(tx, ctx, input.userId);
    requireMayTouchRole(managerRole, membership.role, input.role);
    if (membership.role === "OWNER" && input.role !== "OWNER") requireAnotherOwner(membership);
    await tx.update(memberships).set({ role: input.role }).where(eq(memberships.id, membership.id));
    return { userId: input.userId, role: input.role };
  });
}

export async function removeMember(ctx: ServiceContext, input: z.output<typeof memberIdSchema>): Promise<MemberChange> {
  const managerRole = await requirePeopleManager(ctx);
  return ctx.db.transaction(async (tx) => {
    const membership = await lockMember(tx, ctx, input.userId);
    requireMayTouchRole(managerRole, membership.role);
    if (membership.role === "OWNER") requireAnotherOwner(membership);
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.organizationId, ctx.organizationId), eq(apiKeys.createdByUserId, input.userId), isNull(apiKeys.revokedAt)));
    await tx.delete(userSessions).where(eq(userSessions.userId, input.userId));
    await tx.delete(memberships).where(eq(memberships.id, membership.id));
    return { userId: input.userId, role: null };
  });
}
