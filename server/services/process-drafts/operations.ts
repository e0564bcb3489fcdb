/** The new-process wizard's drafts (docs/process-drafts.md): dashboard only, no /api/v1 path. */
import { z } from "zod";
import {
  createProcessDraftSchema,
  duplicateSigningProcessSchema,
  invitationPreviewSchema,
  processDraftIdSchema,
  saveProcessDraftSchema,
  sendProcessDraftSchema,
} from "@/lib/schemas/process-drafts";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { signingProcessRecordSchema } from "../signing/signing-process-record";
import { createProcessDraft } from "./create-process-draft";
import { deleteProcessDraft } from "./delete-process-draft";
import { duplicateSigningProcess } from "./duplicate-signing-process";
import { invitationSchema, previewInvitation } from "./preview-invitation";
import { processDraftRecordSchema } from "./process-draft-record";
import { getProcessDraft, listProcessDrafts } from "./read-process-drafts";
import { saveProcessDraft } from "./save-process-draft";
import { sendProcessDraft } from "./send-process-draft";

/** Not in the activity log (docs/people.md, "Activity"). */
const documentWork = notRecorded("documents, templates and processes are the organization's work, not its settings; each process's audit trail records what happens to it");

export const processDraftsList = defineOperation({
  name: "processDrafts.list",
  summary: "The signed-in user's drafts, last saved first.",
  access: "dashboard",
  output: z.array(processDraftRecordSchema),
  handler: listProcessDrafts,
});

export const processDraftsGet = defineOperation({
  name: "processDrafts.get",
  summary: "Read one of the signed-in user's drafts.",
  access: "dashboard",
  input: processDraftIdSchema,
  output: processDraftRecordSchema,
  handler: getProcessDraft,
});

export const processDraftsCreate = defineOperation({
  name: "processDrafts.create",
  summary: "Start a draft from the wizard's first step.",
  access: "dashboard",
  input: createProcessDraftSchema,
  output: processDraftRecordSchema,
  handler: createProcessDraft,
  activity: documentWork,
});

export const processDraftsSave = defineOperation({
  name: "processDrafts.save",
  summary: "Save a draft over the version the wizard loaded; another tab's save in between conflicts.",
  access: "dashboard",
  input: saveProcessDraftSchema,
  output: processDraftRecordSchema,
  handler: saveProcessDraft,
  activity: documentWork,
});

export const processDraftsDelete = defineOperation({
  name: "processDrafts.delete",
  summary: "Delete a draft.",
  access: "dashboard",
  input: processDraftIdSchema,
  output: processDraftIdSchema,
  handler: deleteProcessDraft,
  activity: documentWork,
});

export const processDraftsSend = defineOperation({
  name: "processDrafts.send",
  summary: "Send the draft as a signing process, checked as /api/v1 checks one, and delete the draft.",
  access: "dashboard",
  input: sendProcessDraftSchema,
  output: signingProcessRecordSchema,
  handler: sendProcessDraft,
  activity: documentWork,
});

/** "Send again" on a process that ended unsigned. */
export const processDraftsDuplicate = defineOperation({
  name: "processDrafts.duplicate",
  summary: "Copy a process that ended unsigned into a new draft with a fresh expiry.",
  access: "dashboard",
  input: duplicateSigningProcessSchema,
  output: processDraftRecordSchema,
  handler: duplicateSigningProcess,
  activity: documentWork,
});

export const processDraftsInvitationPreview = defineOperation({
  name: "processDrafts.invitationPreview",
  summary: "The invitation email one signer of the draft would receive, in their language.",
  access: "dashboard",
  input: invitationPreviewSchema,
  output: invitationSchema,
  handler: previewInvitation,
});
