import {
  onlineFormsCreate,
  onlineFormsDelete,
  onlineFormsGet,
  onlineFormsList,
  onlineFormsPublish,
  onlineFormsSignerLink,
  onlineFormsUpdateDraft,
  onlineFormsUpdateLibrary,
} from "../../services/online-forms/operations";
import { router } from "../init";
import { mutationOver, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/online-forms/operations.ts); answers that
// carry a status for REST are unwrapped to their data.
export const onlineFormsRouter = router({
  list: queryOver(onlineFormsList),
  get: queryOver(onlineFormsGet),
  create: mutationOver(onlineFormsCreate),
  updateDraft: mutationOver(onlineFormsUpdateDraft),
  updateLibrary: mutationOver(onlineFormsUpdateLibrary),
  publish: mutationOver(onlineFormsPublish),
  delete: mutationOver(onlineFormsDelete),
  // The REST operation is a POST with an empty, strict body; reading a link changes nothing, so
  // here it is a query over the path's ids alone.
  signerLink: queryOver({ ...onlineFormsSignerLink, body: undefined }),
});
