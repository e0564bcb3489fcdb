import {
  createProcessDraftSchema,
  duplicateSigningProcessSchema,
  invitationPreviewSchema,
  processDraftIdSchema,
  saveProcessDraftSchema,
  sendProcessDraftSchema,
} from "@/lib/schemas/process-drafts";
import { createProcessDraft } from "../../services/process-drafts/create-process-draft";
import { deleteProcessDraft } from "../../services/process-drafts/delete-process-draft";
import { duplicateSigningProcess } from "../../services/process-drafts/duplicate-signing-process";
import { previewInvitation } from "../../services/process-drafts/preview-invitation";
import { getProcessDraft, listProcessDrafts } from "../../services/process-drafts/read-process-drafts";
import { saveProcessDraft } from "../../services/process-drafts/save-process-draft";
import { sendProcessDraft } from "../../services/process-drafts/send-process-draft";
import { router, sessionProcedure } from "../init";

// Dashboard only (docs/process-drafts.md): the API has no draft state for a process.
export const processDraftsRouter = router({
  list: sessionProcedure.query(({ ctx }) => listProcessDrafts(ctx.session)),
  get: sessionProcedure.input(processDraftIdSchema).query(({ ctx, input }) => getProcessDraft(ctx.session, input)),
  create: sessionProcedure.input(createProcessDraftSchema).mutation(({ ctx, input }) => createProcessDraft(ctx.session, input)),
  save: sessionProcedure.input(saveProcessDraftSchema).mutation(({ ctx, input }) => saveProcessDraft(ctx.session, input)),
  delete: sessionProcedure.input(processDraftIdSchema).mutation(({ ctx, input }) => deleteProcessDraft(ctx.session, input)),
  send: sessionProcedure.input(sendProcessDraftSchema).mutation(({ ctx, input }) => sendProcessDraft(ctx.session, input)),
  /** "Send again" on a process that ended unsigned. */
  duplicate: sessionProcedure.input(duplicateSigningProcessSchema).mutation(({ ctx, input }) => duplicateSigningProcess(ctx.session, input)),
  invitationPreview: sessionProcedure.input(invitationPreviewSchema).query(({ ctx, input }) => previewInvitation(ctx.session, input)),
});
