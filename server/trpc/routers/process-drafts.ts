import {
  processDraftsCreate,
  processDraftsDelete,
  processDraftsDuplicate,
  processDraftsGet,
  processDraftsInvitationPreview,
  processDraftsList,
  processDraftsSave,
  processDraftsSend,
} from "../../services/process-drafts/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

// Dashboard only (docs/process-drafts.md): the API has no draft state for a process.
export const processDraftsRouter = router({
  list: queryOf(processDraftsList),
  get: queryOf(processDraftsGet),
  create: mutationOf(processDraftsCreate),
  save: mutationOf(processDraftsSave),
  delete: mutationOf(processDraftsDelete),
  send: mutationOf(processDraftsSend),
  duplicate: mutationOf(processDraftsDuplicate),
  invitationPreview: queryOf(processDraftsInvitationPreview),
});
