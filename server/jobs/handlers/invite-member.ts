import { markEmailGivenUp } from "../../services/email-deliveries/deliver-email";
import { sendMemberInvitation } from "../../services/members/send-member-invitation";
import type { JobHandlers } from "../../queue/define-job";
import type { InviteMemberPayload } from "../../queue/definitions/invite-member";

export const inviteMemberHandlers: JobHandlers<InviteMemberPayload> = {
  handler: async ({ payload, db, step, jobId, attempt }) => {
    await step.run("send-email", () => sendMemberInvitation(db, payload, { jobId, attempt }));
  },
  onPermanentFailure: ({ db, jobId, error }) => markEmailGivenUp(db, jobId, error),
};
