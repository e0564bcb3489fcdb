/** Settings, "People": the organization's members and its open invitations, for owners and admins. */
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { MEMBER_ROLES } from "@/lib/schemas/members";
import { memberInvitations, memberships, users } from "../../db/schema";
import type { ServiceContext } from "../context";
import { requirePeopleManager } from "./member-roles";

export const peopleSchema = z.object({
  /** The caller's own role: what the page lets them change. */
  yourRole: z.enum(MEMBER_ROLES),
  members: z.array(
    z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.enum(MEMBER_ROLES), joinedAt: z.iso.datetime(), you: z.boolean() }),
  ),
  invitations: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: z.enum(MEMBER_ROLES),
      invitedBy: z.string().nullable(),
      createdAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      expired: z.boolean(),
    }),
  ),
});
export type People = z.output<typeof peopleSchema>;

export async function listPeople(ctx: ServiceContext): Promise<People> {
  const yourRole = await requirePeopleManager(ctx);
  const youId = ctx.actor.kind === "USER" ? ctx.actor.id : null;
  const [members, invitations] = await Promise.all([
    ctx.db
      .select({ userId: users.id, name: users.name, email: users.email, role: memberships.role, joinedAt: memberships.createdAt })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, ctx.organizationId))
      .orderBy(asc(users.name), asc(users.email)),
    ctx.db
      .select({ invitation: memberInvitations, invitedBy: users.name })
      .from(memberInvitations)
      .leftJoin(users, eq(users.id, memberInvitations.invitedByUserId))
      .where(and(eq(memberInvitations.organizationId, ctx.organizationId), isNull(memberInvitations.acceptedAt), isNull(memberInvitations.revokedAt)))
      .orderBy(desc(memberInvitations.createdAt)),
  ]);
  const now = Date.now();
  return {
    yourRole,
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString(), you: member.userId === youId })),
    invitations: invitations.map(({ invitation, invitedBy }) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invitedBy,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      expired: invitation.expiresAt.getTime() <= now,
    })),
  };
}
