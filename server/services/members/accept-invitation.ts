/**
 * Joining through an invitation link (/invite/<token>): the page shows whom the invitation is
 * for, the invitee chooses a name and password, and the link is used up. An unknown, used,
 * revoked or expired link answers INVITATION_INVALID, saying which in plain words only for
 * the states a holder of the link may learn (never whether a guessed link exists).
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { acceptInvitationSchema, invitationTokenSchema } from "@/lib/schemas/members";
import { MEMBER_ROLES } from "@/lib/schemas/members";
import type { Db } from "../../db/client";
import { memberInvitations, memberships, organizations, ssoConnections, users, type MemberInvitation } from "../../db/schema";
import { hashLinkToken } from "../../crypto/link-token";
import { AppError } from "../../errors";
import { ssoProviderId } from "../sso/sso-connection";
import { hashPassword } from "../users/password";
import { refuseWeakPassword } from "../users/password-rules";

export const invitationViewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expiresAt: z.iso.datetime(),
  /** The organization's single sign-on, which the invitee may join through instead of choosing a password. */
  singleSignOn: z.object({ providerId: z.string(), passwordAllowed: z.boolean() }).nullable(),
});
export type InvitationView = z.output<typeof invitationViewSchema>;

export const acceptedInvitationSchema = z.object({ email: z.string() });

function invalid(invitation: MemberInvitation | undefined): AppError | null {
  if (!invitation) return new AppError("INVITATION_INVALID", "This invitation link is not valid; ask for a new invitation");
  if (invitation.acceptedAt) return new AppError("INVITATION_INVALID", "This invitation has been used already; sign in instead");
  if (invitation.revokedAt) return new AppError("INVITATION_INVALID", "This invitation was withdrawn; ask for a new one");
  if (invitation.expiresAt.getTime() <= Date.now()) return new AppError("INVITATION_INVALID", "This invitation has expired; ask for a new one");
  return null;
}

export async function describeInvitation(db: Db, { token }: z.output<typeof invitationTokenSchema>): Promise<InvitationView> {
  const [row] = await db
    .select({ invitation: memberInvitations, organizationName: organizations.name, requireSso: ssoConnections.requireSso })
    .from(memberInvitations)
    .innerJoin(organizations, eq(organizations.id, memberInvitations.organizationId))
    .leftJoin(ssoConnections, eq(ssoConnections.organizationId, memberInvitations.organizationId))
    .where(eq(memberInvitations.tokenHash, hashLinkToken(token)));
  const refusal = invalid(row?.invitation);
  if (refusal) throw refusal;
  const { invitation, organizationName, requireSso } = row!;
  return {
    organizationName,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    // Under "require SSO" a password would not sign an admin or member in: only owners get the choice.
    singleSignOn:
      requireSso === null ? null : { providerId: ssoProviderId(invitation.organizationId), passwordAllowed: !requireSso || invitation.role === "OWNER" },
  };
}

export async function acceptInvitation(db: Db, input: z.output<typeof acceptInvitationSchema>): Promise<z.output<typeof acceptedInvitationSchema>> {
  // Hashed before the transaction: Argon2 takes a moment and holds no lock meanwhile.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Locked, so that two tabs accepting at once make one member, not two.
    const [invitation] = await tx.select().from(memberInvitations).where(eq(memberInvitations.tokenHash, hashLinkToken(input.token))).for("update");
    const refusal = invalid(invitation);
    if (refusal) throw refusal;
    const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, invitation!.organizationId));
    refuseWeakPassword(input.password, { email: invitation!.email, organizationName: organization?.name });
    const [existing] = await tx
      .select({ id: users.id, member: memberships.id })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, invitation!.email));
    if (existing?.member) throw new AppError("EMAIL_TAKEN", `${invitation!.email} already belongs to an organization on this Signet; sign in instead`);
    // A former member (removed earlier) keeps their user row for the records: it is taken up again.
    const userId = existing
      ? (await tx.update(users).set({ name: input.name, passwordHash }).where(eq(users.id, existing.id)).returning({ id: users.id }))[0]!.id
      : (await tx.insert(users).values({ email: invitation!.email, name: input.name, passwordHash }).returning({ id: users.id }))[0]!.id;
    await tx.insert(memberships).values({ organizationId: invitation!.organizationId, userId, role: invitation!.role });
    await tx.update(memberInvitations).set({ acceptedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(memberInvitations.id, invitation!.id));
    return { email: invitation!.email };
  });
}
