import { z } from "zod";
import { linkTokenSchema } from "./link-token";
import { emailSchema, passwordSchema } from "./organizations";
import { safeText } from "./text";

/** The spec's roles: OWNER and ADMIN manage the organization, MEMBER sees their own work. */
export const MEMBER_ROLES = ["OWNER", "ADMIN", "MEMBER"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const memberRoleSchema = z.enum(MEMBER_ROLES);

export const inviteMemberSchema = z.object({ email: emailSchema, role: memberRoleSchema });
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const invitationIdSchema = z.object({ id: z.uuid() });

export const changeMemberRoleSchema = z.object({ userId: z.uuid(), role: memberRoleSchema });
export const memberIdSchema = z.object({ userId: z.uuid() });

export const invitationTokenSchema = z.object({ token: linkTokenSchema("is not an invitation link") });

export const acceptInvitationSchema = invitationTokenSchema.extend({
  name: safeText().trim().min(1).max(200),
  password: passwordSchema,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
