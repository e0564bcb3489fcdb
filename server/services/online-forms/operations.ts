/** The /api/v1 operations on online forms (API.md, "Online forms"). */
import { z } from "zod";
import { pageSchema } from "@/lib/pagination";
import {
  createOnlineFormSchema,
  listOnlineFormsSchema,
  onlineFormIdSchema,
  onlineFormSignerPathSchema,
  publishOnlineFormSchema,
  updateOnlineFormDraftSchema,
  updateOnlineFormLibrarySchema,
} from "@/lib/schemas/online-forms";
import { idempotencyKeyHeaderSchema } from "@/lib/schemas/idempotency-key";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { createOnlineForm } from "./create-online-form";
import { deleteOnlineForm } from "./delete-online-form";
import { onlineFormRecordSchema, onlineFormSummarySchema } from "./online-form-record";
import { publishOnlineForm } from "./publish-online-form";
import { publishedFormRecordSchema } from "./published-form-record";
import { getOnlineFormSignerLink } from "./signer-link";
import { retryFormFinalization } from "./retry-form-finalization";
import { unsignedFormPdf } from "./unsigned-form-pdf";
import { signingProcessRecordSchema } from "../signing/signing-process-record";
import { getOnlineForm, listOnlineForms } from "./read-online-forms";
import { updateOnlineFormDraft } from "./update-online-form-draft";
import { updateOnlineFormLibrary } from "./update-online-form-library";

/** Not in the activity log (docs/people.md, "Activity"). */
const documentWork = notRecorded("documents, templates and processes are the organization's work, not its settings; each process's audit trail records what happens to it");

const tag = "Online forms";
const writeErrors = ["NOT_FOUND", "INVALID_STATE", "BILLING_ORG_READ_ONLY"] as const;

export const onlineFormsCreate = defineOperation({
  name: "onlineForms.create",
  method: "POST",
  path: "/online-forms",
  summary: "Create a form draft (a document to send, or a form template); an Idempotency-Key makes a retry answer the first form.",
  tag,
  access: "admin",
  doors: ["trpc"],
  headers: idempotencyKeyHeaderSchema,
  body: createOnlineFormSchema,
  output: onlineFormRecordSchema,
  status: 201,
  errors: ["NOT_FOUND", "QUOTA_EXCEEDED", "IDEMPOTENCY_KEY_REUSED", "BILLING_ORG_READ_ONLY"],
  handler: createOnlineForm,
  activity: documentWork,
});

export const onlineFormsList = defineOperation({
  name: "onlineForms.list",
  method: "GET",
  path: "/online-forms",
  summary: "List forms, newest first; draftsOnly=true lists the documents not sent yet.",
  tag,
  access: "admin",
  doors: ["trpc"],
  query: listOnlineFormsSchema,
  output: pageSchema(onlineFormSummarySchema),
  status: 200,
  handler: listOnlineForms,
});

export const onlineFormsGet = defineOperation({
  name: "onlineForms.get",
  method: "GET",
  path: "/online-forms/{id}",
  summary: "Read a form with its draft.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: onlineFormIdSchema,
  output: onlineFormRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getOnlineForm,
});

export const onlineFormsDelete = defineOperation({
  name: "onlineForms.delete",
  method: "DELETE",
  path: "/online-forms/{id}",
  summary: "Delete a form that was never published.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: onlineFormIdSchema,
  output: z.null(),
  status: 204,
  errors: writeErrors,
  handler: deleteOnlineForm,
  activity: documentWork,
});

export const onlineFormsUpdateDraft = defineOperation({
  name: "onlineForms.updateDraft",
  method: "PATCH",
  path: "/online-forms/{id}/draft",
  summary: "Save a change to the draft, naming the draftVersion it was made on.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: onlineFormIdSchema,
  body: updateOnlineFormDraftSchema,
  output: onlineFormRecordSchema,
  status: 200,
  errors: [...writeErrors, "DRAFT_VERSION_CONFLICT"],
  handler: updateOnlineFormDraft,
  activity: documentWork,
});

export const onlineFormsUpdateLibrary = defineOperation({
  name: "onlineForms.updateLibrary",
  method: "PATCH",
  path: "/online-forms/{id}/library",
  summary: "A form template's description, category, tags, and whether it is archived.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: onlineFormIdSchema,
  body: updateOnlineFormLibrarySchema,
  output: onlineFormRecordSchema,
  status: 200,
  errors: writeErrors,
  handler: updateOnlineFormLibrary,
  activity: documentWork,
});

export const onlineFormsPublish = defineOperation({
  name: "onlineForms.publish",
  method: "POST",
  path: "/online-forms/{id}/publish",
  summary: "Send a document (its signing process starts) or publish a form template's next version; repeating it for the same draft version answers the first result.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: onlineFormIdSchema,
  body: publishOnlineFormSchema,
  output: publishedFormRecordSchema,
  status: 201,
  alsoStatus: [200],
  errors: [...writeErrors, "DRAFT_VERSION_CONFLICT", "QUOTA_EXCEEDED", "PLAN_FEATURE_UNAVAILABLE"],
  handler: publishOnlineForm,
  activity: documentWork,
});

export const onlineFormsSignerLink = defineOperation({
  name: "onlineForms.signerLink",
  method: "POST",
  path: "/online-forms/{id}/signers/{signerId}/link",
  summary: "A signer's private signing link: the same until resend-invite rotates it.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: onlineFormSignerPathSchema,
  body: z.object({}),
  output: z.object({ url: z.string() }),
  status: 200,
  errors: ["NOT_FOUND", "INVALID_STATE"],
  handler: getOnlineFormSignerLink,
  activity: documentWork,
});

export const onlineFormsFinalize = defineOperation({
  name: "onlineForms.finalize",
  method: "POST",
  path: "/online-forms/{id}/finalize",
  summary: "Prepare the final files again after a failed attempt; every accepted signature stayed stored.",
  tag,
  access: "admin",
  params: onlineFormIdSchema,
  output: signingProcessRecordSchema,
  status: 200,
  errors: writeErrors,
  handler: retryFormFinalization,
  activity: documentWork,
});

export const onlineFormsUnsignedPdf = defineOperation({
  name: "onlineForms.unsignedPdf",
  method: "GET",
  path: "/online-forms/{id}/unsigned-pdf",
  summary: "The whole form as a PDF, every branch included and marked UNSIGNED on every page; not stored.",
  tag,
  // The builder links to it, so a signed-in admin may open it too.
  access: "apiKeyOrSession",
  params: onlineFormIdSchema,
  output: z.never(),
  status: 200,
  produces: "application/pdf",
  errors: ["NOT_FOUND", "FORM_TOO_LARGE"],
  handler: unsignedFormPdf,
});

export const onlineFormOperations = [
  onlineFormsCreate,
  onlineFormsList,
  onlineFormsGet,
  onlineFormsDelete,
  onlineFormsUpdateDraft,
  onlineFormsUpdateLibrary,
  onlineFormsPublish,
  onlineFormsSignerLink,
  onlineFormsFinalize,
  onlineFormsUnsignedPdf,
];
