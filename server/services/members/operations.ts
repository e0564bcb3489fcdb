/** Settings, "People", and the invitation page (docs/people.md): no /api/v1 path (docs/architecture.md). */
import {
  acceptInvitationSchema,
  changeMemberRoleSchema,
  invitationIdSchema,
  invitationTokenSchema,
  inviteMemberSchema,
  memberIdSchema,
} from "@/lib/schemas/members";
import { eq } from "drizzle-orm";
import { memberships, users } from "../../db/schema";
import { notRecorded } from "../activity/declare-activity";
import type { ServiceContext } from "../context";
import { defineOperation } from "../operation";
import { acceptedInvitationSchema, acceptInvitation, describeInvitation, invitationViewSchema } from "./accept-invitation";
import { changeMemberRole, memberChangeSchema, removeMember } from "./change-member";
import { invitationRecordSchema, inviteMember, resendInvitation, revokeInvitation } from "./invite-member";
import { listPeople, peopleSchema } from "./list-members";

/** A member's name, address and role before a change, for its activity entry. */
async function memberBefore(ctx: ServiceContext, input: { userId: string }) {
  const [row] = await ctx.db
    .select({ name: users.name, email: users.email, role: memberships.role, organizationId: memberships.organizationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, input.userId));
  return row && row.organizationId === ctx.organizationId ? { name: row.name, email: row.email, role: row.role } : null;
}

const invitationSubject = (answer: { id: string; email: string }) => ({ subjectId: answer.id, subjectName: answer.email });

export const membersList = defineOperation({
  name: "members.list",
  summary: "The organization's members and open invitations (owners and admins).",
  access: "dashboard",
  output: peopleSchema,
  handler: listPeople,
});

export const membersInvite = defineOperation({
  name: "members.invite",
  throttle: ["adminEmail"],
  summary: "Invite someone by email with a role; an open invitation to the address is sent again.",
  access: "dashboard",
  input: inviteMemberSchema,
  output: invitationRecordSchema,
  handler: inviteMember,
  activity: { entry: (answer) => ({ action: "member.invited", ...invitationSubject(answer), after: { email: answer.email, role: answer.role } }) },
});

export const membersResendInvitation = defineOperation({
  name: "members.resendInvitation",
  throttle: ["adminEmail"],
  summary: "Send an open invitation again with a new link; the earlier link stops working.",
  access: "dashboard",
  input: invitationIdSchema,
  output: invitationRecordSchema,
  handler: resendInvitation,
  activity: { entry: (answer) => ({ action: "member.invitationResent", ...invitationSubject(answer) }) },
});

export const membersRevokeInvitation = defineOperation({
  name: "members.revokeInvitation",
  summary: "Withdraw an open invitation; its link stops working.",
  access: "dashboard",
  input: invitationIdSchema,
  output: invitationRecordSchema,
  handler: revokeInvitation,
  activity: { entry: (answer) => ({ action: "member.invitationRevoked", ...invitationSubject(answer) }) },
});

export const membersChangeRole = defineOperation({
  name: "members.changeRole",
  summary: "Change a member's role; the organization keeps at least one owner.",
  access: "dashboard",
  input: changeMemberRoleSchema,
  output: memberChangeSchema,
  handler: changeMemberRole,
  activity: {
    before: memberBefore,
    entry: (answer, input, before) =>
      before?.role === answer.role
        ? null
        : { action: "member.roleChanged", subjectId: answer.userId, subjectName: String(before?.name ?? ""), before: { role: before?.role }, after: { role: answer.role } },
  },
});

export const membersRemove = defineOperation({
  name: "members.remove",
  summary: "Remove a member: their API keys are revoked and their sessions ended; their processes stay.",
  access: "dashboard",
  input: memberIdSchema,
  output: memberChangeSchema,
  handler: removeMember,
  activity: {
    before: memberBefore,
    entry: (answer, input, before) => ({
      action: "member.removed",
      subjectId: answer.userId,
      subjectName: String(before?.name ?? ""),
      before: { email: before?.email, role: before?.role },
      after: null,
    }),
  },
});

export const invitationsView = defineOperation({
  name: "invitations.view",
  summary: "Whom an invitation link is for, before accepting it.",
  access: "visitor",
  input: invitationTokenSchema,
  output: invitationViewSchema,
  handler: (ctx, input) => describeInvitation(ctx.db, input),
});

export const invitationsAccept = defineOperation({
  name: "invitations.accept",
  summary: "Join the organization: choose a name and password; the link is used up.",
  access: "visitor",
  input: acceptInvitationSchema,
  output: acceptedInvitationSchema,
  handler: (ctx, input) => acceptInvitation(ctx.db, input),
  activity: notRecorded("the invitee joins through the link an admin's invitation entry already records"),
});
