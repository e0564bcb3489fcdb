/** The /api/v1 operations on signing processes (API.md and docs/api.md, "Signing processes"). */
import {
  createSigningProcessSchema,
  extendSigningProcessSchema,
  legalHoldSchema,
  listSigningProcessesSchema,
  remindSignerSchema,
  signerSlotPathSchema,
  signingProcessIdSchema,
  voidSigningProcessSchema,
} from "@/lib/schemas/signing-processes";
import { z } from "zod";
import { pageSchema } from "@/lib/pagination";
import { idempotencyKeyHeaderSchema } from "@/lib/schemas/idempotency-key";
import { auditTrailSchema, listAuditEvents } from "../audit/list-audit-events";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { idempotent } from "../idempotency/with-idempotency-key";
import { createSigningProcess } from "./create-signing-process";
import { extendSigningProcess } from "./extend-signing-process";
import { getSigningProcess } from "./get-signing-process";
import { listSigningProcesses } from "./list-signing-processes";
import { resendSignerInvite } from "./resend-signer-invite";
import { remindAnswerSchema, remindSigner } from "./reminders";
import { getMySigningLink, mySigningLinkSchema } from "./get-my-signing-link";
import { listMyPendingSignatures, myPendingSignatureSchema } from "./list-my-pending-signatures";
import { retryFinalizationAsOperator } from "./operator-retry-finalization";
import { retrySigningProcessFinalization } from "./retry-finalization";
import { getSigningProcessFiles, signingProcessFilesSchema } from "./signing-process-files";
import { signingProcessRecordSchema } from "./signing-process-record";
import { voidSigningProcess } from "./void-signing-process";
import { embedUrlRecordSchema, embedUrlSchema } from "@/lib/schemas/embed";
import { createEmbedUrl } from "../embed/embed-links";
import { eraseSigningProcess } from "../erasure/erase-signing-process";
import { setLegalHold } from "../erasure/legal-hold";

/** Not in the activity log (docs/people.md, "Activity"). */
const documentWork = notRecorded("documents, templates and processes are the organization's work, not its settings; each process's audit trail records what happens to it");

const operatorWork = notRecorded("the installation's operator works at the server, outside any organization's admins");

const tag = "Signing processes";

export const signingProcessesList = defineOperation({
  name: "signingProcesses.list",
  method: "GET",
  path: "/signing-processes",
  summary: "List the processes the caller may see, newest first; a MEMBER key sees its user's own.",
  tag,
  access: "member",
  doors: ["trpc"],
  query: listSigningProcessesSchema,
  output: pageSchema(signingProcessRecordSchema),
  status: 200,
  handler: listSigningProcesses,
});

export const signingProcessesCreate = defineOperation({
  name: "signingProcesses.create",
  method: "POST",
  path: "/signing-processes",
  summary: "Create a direct signing process from a READY PDF asset; it starts SENT. An Idempotency-Key makes a retry answer the first process.",
  tag,
  access: "admin",
  doors: ["trpc"],
  headers: idempotencyKeyHeaderSchema,
  body: createSigningProcessSchema,
  output: signingProcessRecordSchema,
  status: 201,
  errors: ["NOT_FOUND", "ASSET_NOT_READY", "QUOTA_EXCEEDED", "PLAN_FEATURE_UNAVAILABLE", "IDEMPOTENCY_KEY_REUSED", "BILLING_ORG_READ_ONLY"],
  handler: idempotent("signingProcesses.create", createSigningProcess),
  activity: documentWork,
});

export const signingProcessesGet = defineOperation({
  name: "signingProcesses.get",
  method: "GET",
  path: "/signing-processes/{id}",
  summary: "Read a signing process.",
  tag,
  access: "member",
  doors: ["trpc"],
  params: signingProcessIdSchema,
  output: signingProcessRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getSigningProcess,
});

export const signingProcessesFiles = defineOperation({
  name: "signingProcesses.files",
  method: "GET",
  path: "/signing-processes/{id}/files",
  summary: "The signed PDF and the completion certificate of a COMPLETED process, as fresh presigned links.",
  tag,
  access: "member",
  doors: ["trpc"],
  params: signingProcessIdSchema,
  output: signingProcessFilesSchema,
  status: 200,
  errors: ["NOT_FOUND", "SIGNING_PROCESS_NOT_COMPLETED", "PROCESS_ERASED"],
  handler: getSigningProcessFiles,
});

export const signingProcessesAuditEvents = defineOperation({
  name: "signingProcesses.auditEvents",
  method: "GET",
  path: "/signing-processes/{id}/audit-events",
  summary: "The process's audit trail, oldest first, with the hash chain checked on read.",
  tag,
  access: "member",
  doors: ["trpc"],
  params: signingProcessIdSchema,
  output: auditTrailSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: listAuditEvents,
});

export const signingProcessesVoid = defineOperation({
  name: "signingProcesses.void",
  method: "POST",
  path: "/signing-processes/{id}/void",
  summary: "Cancel a SENT or IN_PROGRESS process for good.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: signingProcessIdSchema,
  body: voidSigningProcessSchema,
  output: signingProcessRecordSchema,
  status: 200,
  errors: ["NOT_FOUND", "INVALID_STATE", "PROCESS_FINALIZING", "BILLING_ORG_READ_ONLY"],
  handler: voidSigningProcess,
  activity: documentWork,
});

export const signingProcessesExtend = defineOperation({
  name: "signingProcesses.extend",
  method: "POST",
  path: "/signing-processes/{id}/extend",
  summary: "Move the expiry later, before it has passed.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: signingProcessIdSchema,
  body: extendSigningProcessSchema,
  output: signingProcessRecordSchema,
  status: 200,
  errors: ["NOT_FOUND", "INVALID_STATE", "BILLING_ORG_READ_ONLY"],
  handler: extendSigningProcess,
  activity: documentWork,
});

export const signingProcessesResendInvite = defineOperation({
  name: "signingProcesses.resendInvite",
  method: "POST",
  path: "/signing-processes/{id}/signers/{signerId}/resend-invite",
  summary: "Send the active signer a fresh link; the earlier link stops working.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: signerSlotPathSchema,
  output: signingProcessRecordSchema,
  status: 200,
  errors: ["NOT_FOUND", "INVALID_STATE", "BILLING_ORG_READ_ONLY"],
  handler: resendSignerInvite,
  activity: documentWork,
});

export const signingProcessesRemind = defineOperation({
  name: "signingProcesses.remind",
  method: "POST",
  path: "/signing-processes/{id}/remind",
  summary: "Remind the active signer by email, with the link they already have (never rotated); at most once an hour per signer.",
  tag,
  // A MEMBER may remind the signers of the processes its own user created (loadSigningProcess).
  access: "member",
  doors: ["trpc"],
  params: signingProcessIdSchema,
  body: remindSignerSchema,
  output: remindAnswerSchema,
  status: 200,
  errors: ["NOT_FOUND", "INVALID_STATE", "REMINDER_TOO_SOON", "BILLING_ORG_READ_ONLY"],
  handler: (ctx, input) => remindSigner(ctx, input),
  activity: documentWork,
});

export const signingProcessesEmbedUrl = defineOperation({
  name: "signingProcesses.embedUrl",
  method: "POST",
  path: "/signing-processes/{id}/signers/{signerId}/embed-url",
  summary: "An address that opens the active signer's page once, within five minutes, in a frame on the given origin (docs/embedding.md).",
  tag,
  access: "admin",
  params: signerSlotPathSchema,
  body: embedUrlSchema,
  output: embedUrlRecordSchema,
  status: 201,
  errors: ["NOT_FOUND", "INVALID_STATE", "BILLING_ORG_READ_ONLY"],
  handler: createEmbedUrl,
  activity: documentWork,
});

export const signingProcessesErase = defineOperation({
  name: "signingProcesses.erase",
  method: "DELETE",
  path: "/signing-processes/{id}",
  summary:
    "Erase an ended process (COMPLETED, VOIDED, DECLINED, EXPIRED): its files and personal data go, the record and the audit trail stay. Asking again answers 204 and changes nothing.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: signingProcessIdSchema,
  output: z.null(),
  status: 204,
  errors: ["NOT_FOUND", "INVALID_STATE", "LEGAL_HOLD"],
  handler: eraseSigningProcess,
  activity: documentWork,
});

export const signingProcessesLegalHold = defineOperation({
  name: "signingProcesses.legalHold",
  method: "PUT",
  path: "/signing-processes/{id}/legal-hold",
  summary: "Place (true) or lift (false) a legal hold: a held process cannot be erased, by request or by retention.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: signingProcessIdSchema,
  body: legalHoldSchema,
  output: signingProcessRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: setLegalHold,
  activity: documentWork,
});

// Dashboard (and, through the operator operation below, CLI) only (docs/api.md): no /api/v1 path.
export const signingProcessesRetryFinalization = defineOperation({
  name: "signingProcesses.retryFinalization",
  summary: "Ask again for the final files of a process whose finalization failed (admins).",
  access: "dashboard",
  input: signingProcessIdSchema,
  output: signingProcessRecordSchema,
  handler: retrySigningProcessFinalization,
  activity: { entry: (process) => ({ action: "signingProcess.finalizationRetried", subjectId: process.id, subjectName: process.subject }) },
});

export const signingProcessesOperatorRetryFinalization = defineOperation({
  name: "signingProcesses.operatorRetryFinalization",
  summary: "Ask again for the final files of a process whose finalization failed, found by its id alone.",
  access: "operator",
  input: signingProcessIdSchema,
  output: signingProcessRecordSchema,
  handler: retryFinalizationAsOperator,
  activity: operatorWork,
});

export const signingProcessesMine = defineOperation({
  name: "signingProcesses.mine",
  summary: "The signer slots waiting for the signed-in user themselves, with their own signing links.",
  access: "dashboard",
  output: z.array(myPendingSignatureSchema),
  handler: listMyPendingSignatures,
});

export const signingProcessesMySigningLink = defineOperation({
  name: "signingProcesses.mySigningLink",
  summary: "The signed-in user's own signing link in one process, or null when it is not theirs to sign now.",
  access: "dashboard",
  input: signingProcessIdSchema,
  output: mySigningLinkSchema,
  handler: getMySigningLink,
});

export const signingProcessOperations = [
  signingProcessesList,
  signingProcessesCreate,
  signingProcessesGet,
  signingProcessesFiles,
  signingProcessesAuditEvents,
  signingProcessesVoid,
  signingProcessesExtend,
  signingProcessesResendInvite,
  signingProcessesRemind,
  signingProcessesEmbedUrl,
  signingProcessesErase,
  signingProcessesLegalHold,
  signingProcessesRetryFinalization,
  signingProcessesOperatorRetryFinalization,
  signingProcessesMine,
  signingProcessesMySigningLink,
];
