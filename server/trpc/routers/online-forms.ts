import { createOnlineForm } from "../../services/online-forms/create-online-form";
import { deleteOnlineForm } from "../../services/online-forms/delete-online-form";
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
import { publishOnlineForm } from "../../services/online-forms/publish-online-form";
import { getOnlineForm, listOnlineForms } from "../../services/online-forms/read-online-forms";
import { getOnlineFormSignerLink } from "../../services/online-forms/signer-link";
import { updateOnlineFormDraft } from "../../services/online-forms/update-online-form-draft";
import { updateOnlineFormLibrary } from "../../services/online-forms/update-online-form-library";
import { router } from "../init";
import { procedureOver } from "../operation-procedure";

// Inputs and answers are checked by the /api/v1 operations' own schemas (server/services/online-forms/operations.ts);
// answers that carry a status for REST are unwrapped to their data.
export const onlineFormsRouter = router({
  list: procedureOver(onlineFormsList).query(({ ctx, input }) => listOnlineForms(ctx.session, input)),
  get: procedureOver(onlineFormsGet).query(({ ctx, input }) => getOnlineForm(ctx.session, input)),
  create: procedureOver(onlineFormsCreate)
    .mutation(async ({ ctx, input }) => (await createOnlineForm(ctx.session, input)).data),
  updateDraft: procedureOver(onlineFormsUpdateDraft)
    .mutation(({ ctx, input }) => updateOnlineFormDraft(ctx.session, input)),
  updateLibrary: procedureOver(onlineFormsUpdateLibrary)
    .mutation(({ ctx, input }) => updateOnlineFormLibrary(ctx.session, input)),
  publish: procedureOver(onlineFormsPublish)
    .mutation(async ({ ctx, input }) => (await publishOnlineForm(ctx.session, input)).data),
  delete: procedureOver(onlineFormsDelete).mutation(({ ctx, input }) => deleteOnlineForm(ctx.session, input)),
  // The REST operation is a POST with an empty, strict body; reading a link changes nothing, so
  // here it is a query over the path's ids alone.
  signerLink: procedureOver({ ...onlineFormsSignerLink, body: undefined }).query(({ ctx, input }) => getOnlineFormSignerLink(ctx.session, input)),
});
