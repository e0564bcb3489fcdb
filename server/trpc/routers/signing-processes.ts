import { listAuditEvents } from "../../services/audit/list-audit-events";
import { createSigningProcess } from "../../services/signing/create-signing-process";
import { extendSigningProcess } from "../../services/signing/extend-signing-process";
import { getSigningProcess } from "../../services/signing/get-signing-process";
import { listSigningProcesses } from "../../services/signing/list-signing-processes";
import {
  signingProcessesAuditEvents,
  signingProcessesCreate,
  signingProcessesExtend,
  signingProcessesFiles,
  signingProcessesGet,
  signingProcessesList,
  signingProcessesMine,
  signingProcessesMySigningLink,
  signingProcessesResendInvite,
  signingProcessesRetryFinalization,
  signingProcessesVoid,
} from "../../services/signing/operations";
import { resendSignerInvite } from "../../services/signing/resend-signer-invite";
import { getSigningProcessFiles } from "../../services/signing/signing-process-files";
import { voidSigningProcess } from "../../services/signing/void-signing-process";
import { router } from "../init";
import { mutationOf, procedureOver, queryOf } from "../operation-procedure";

// Inputs and answers are checked by the /api/v1 operations' own schemas (server/services/signing/operations.ts).
export const signingProcessesRouter = router({
  list: procedureOver(signingProcessesList).query(({ ctx, input }) => listSigningProcesses(ctx.session, input)),
  get: procedureOver(signingProcessesGet).query(({ ctx, input }) => getSigningProcess(ctx.session, input)),
  create: procedureOver(signingProcessesCreate)
    .mutation(({ ctx, input }) => createSigningProcess(ctx.session, input)),
  void: procedureOver(signingProcessesVoid).mutation(({ ctx, input }) => voidSigningProcess(ctx.session, input)),
  extend: procedureOver(signingProcessesExtend)
    .mutation(({ ctx, input }) => extendSigningProcess(ctx.session, input)),
  resendInvite: procedureOver(signingProcessesResendInvite)
    .mutation(({ ctx, input }) => resendSignerInvite(ctx.session, input)),
  retryFinalization: mutationOf(signingProcessesRetryFinalization),
  auditEvents: procedureOver(signingProcessesAuditEvents)
    .query(({ ctx, input }) => listAuditEvents(ctx.session, input)),
  files: procedureOver(signingProcessesFiles).query(({ ctx, input }) => getSigningProcessFiles(ctx.session, input)),
  mine: queryOf(signingProcessesMine),
  mySigningLink: queryOf(signingProcessesMySigningLink),
});
