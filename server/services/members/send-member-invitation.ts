/**
 * The invitation job's work: the email with the newest link, in the organization's language.
 * An invitation accepted, revoked or expired since it was queued sends nothing.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberInvitations, organizations, users } from "../../db/schema";
import type { InviteMemberPayload } from "../../queue/definitions/invite-member";
import { deliverEmail, type EmailJob } from "../email-deliveries/deliver-email";
import { invitationLink } from "./invitation-tokens";

export async function sendMemberInvitation(db: Db, { invitationId }: InviteMemberPayload, job: EmailJob): Promise<void> {
  const [row] = await db
    .select({ invitation: memberInvitations, organization: organizations })
    .from(memberInvitations)
    .innerJoin(organizations, eq(organizations.id, memberInvitations.organizationId))
    .where(eq(memberInvitations.id, invitationId));
  if (!row) return;
  const { invitation, organization } = row;
  if (invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt.getTime() <= Date.now()) return;
  const [inviter] = invitation.invitedByUserId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, invitation.invitedByUserId))
    : [];
  await deliverEmail(
    db,
    {
      organizationId: organization.id,
      kind: "member.invite",
      locale: organization.defaultLanguage,
      to: invitation.email,
      data: {
        email: invitation.email,
        inviterName: inviter?.name ?? organization.name,
        organizationName: organization.name,
        role: invitation.role,
        acceptUrl: invitationLink(invitation.tokenEncrypted),
        expiresAt: invitation.expiresAt.toISOString(),
      },
      meta: { signingProcessId: null, signerId: null, invitationId: invitation.id },
    },
    job,
  );
}
