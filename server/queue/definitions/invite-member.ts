import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

// The id only: the link is read from the invitation when the email goes out, so a resend in
// between sends the newest link, and a revoked invitation sends nothing.
const payload = z.object({ invitationId: z.uuid(), ...jobOrganization });
export type InviteMemberPayload = z.output<typeof payload>;

/** The email that invites a colleague to join the organization. */
export const inviteMemberJob: JobDefinition<InviteMemberPayload> = defineJob({
  id: "member.invite",
  payload,
  maxAttempts: 5,
  handlers: async () => (await import("../../jobs/handlers/invite-member")).inviteMemberHandlers,
});
