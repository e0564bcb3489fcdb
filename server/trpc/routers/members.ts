import {
  invitationsAccept,
  invitationsView,
  membersChangeRole,
  membersInvite,
  membersList,
  membersRemove,
  membersResendInvitation,
  membersRevokeInvitation,
} from "../../services/members/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** Settings, "People": members and their invitations. */
export const membersRouter = router({
  list: queryOf(membersList),
  invite: mutationOf(membersInvite),
  resendInvitation: mutationOf(membersResendInvitation),
  revokeInvitation: mutationOf(membersRevokeInvitation),
  changeRole: mutationOf(membersChangeRole),
  remove: mutationOf(membersRemove),
});

/** The invitation page, for visitors holding an invitation link. */
export const invitationsRouter = router({
  view: queryOf(invitationsView),
  accept: mutationOf(invitationsAccept),
});
