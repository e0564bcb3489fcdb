import { listAuditEvents } from "../../services/audit/list-audit-events";
import { operationInputSchema } from "../../services/operation";
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
import { router, sessionProcedure } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

// Inputs are the /api/v1 operations' own schemas (server/services/signing/operations.ts).
const processId = operationInputSchema(signingProcessesGet);

export const signingProcessesRouter = router({
  list: sessionProcedure.input(operationInputSchema(signingProcessesList)).query(({ ctx, input }) => listSigningProcesses(ctx.session, input)),
  get: sessionProcedure.input(processId).query(({ ctx, input }) => getSigningProcess(ctx.session, input)),
  create: sessionProcedure
    .input(operationInputSchema(signingProcessesCreate))
    .mutation(({ ctx, input }) => createSigningProcess(ctx.session, input)),
  void: sessionProcedure.input(operationInputSchema(signingProcessesVoid)).mutation(({ ctx, input }) => voidSigningProcess(ctx.session, input)),
  extend: sessionProcedure
    .input(operationInputSchema(signingProcessesExtend))
    .mutation(({ ctx, input }) => extendSigningProcess(ctx.session, input)),
  resendInvite: sessionProcedure
    .input(operationInputSchema(signingProcessesResendInvite))
    .mutation(({ ctx, input }) => resendSignerInvite(ctx.session, input)),
  retryFinalization: mutationOf(signingProcessesRetryFinalization),
  auditEvents: sessionProcedure
    .input(operationInputSchema(signingProcessesAuditEvents))
    .query(({ ctx, input }) => listAuditEvents(ctx.session, input)),
  files: sessionProcedure.input(operationInputSchema(signingProcessesFiles)).query(({ ctx, input }) => getSigningProcessFiles(ctx.session, input)),
  mine: queryOf(signingProcessesMine),
  mySigningLink: queryOf(signingProcessesMySigningLink),
});
