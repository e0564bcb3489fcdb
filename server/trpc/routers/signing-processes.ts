import { z } from "zod";
import {
  createSigningProcessSchema,
  extendSigningProcessSchema,
  listSigningProcessesSchema,
  voidSigningProcessSchema,
} from "@/lib/schemas/signing-processes";
import { listAuditEvents } from "../../services/audit/list-audit-events";
import { createSigningProcess } from "../../services/signing/create-signing-process";
import { extendSigningProcess } from "../../services/signing/extend-signing-process";
import { getMySigningLink } from "../../services/signing/get-my-signing-link";
import { getSigningProcess } from "../../services/signing/get-signing-process";
import { listMyPendingSignatures } from "../../services/signing/list-my-pending-signatures";
import { listSigningProcesses } from "../../services/signing/list-signing-processes";
import { retrySigningProcessFinalization } from "../../services/signing/retry-finalization";
import { resendSignerInvite } from "../../services/signing/resend-signer-invite";
import { getSigningProcessFiles } from "../../services/signing/signing-process-files";
import { voidSigningProcess } from "../../services/signing/void-signing-process";
import { router, sessionProcedure } from "../init";

// Note: ids are checked by the services themselves, so a malformed one answers like the API.
const processId = z.object({ id: z.string() });

export const signingProcessesRouter = router({
  list: sessionProcedure.input(listSigningProcessesSchema.partial()).query(({ ctx, input }) => listSigningProcesses(ctx.session, input)),
  get: sessionProcedure.input(processId).query(({ ctx, input }) => getSigningProcess(ctx.session, input)),
  create: sessionProcedure.input(createSigningProcessSchema).mutation(({ ctx, input }) => createSigningProcess(ctx.session, input)),
  void: sessionProcedure
    .input(processId.extend(voidSigningProcessSchema.shape))
    .mutation(({ ctx, input: { id, ...body } }) => voidSigningProcess(ctx.session, { id, body })),
  extend: sessionProcedure
    .input(processId.extend(extendSigningProcessSchema.shape))
    .mutation(({ ctx, input: { id, ...body } }) => extendSigningProcess(ctx.session, { id, body })),
  resendInvite: sessionProcedure
    .input(processId.extend({ signerId: z.string() }))
    .mutation(({ ctx, input }) => resendSignerInvite(ctx.session, input)),
  retryFinalization: sessionProcedure.input(processId).mutation(({ ctx, input }) => retrySigningProcessFinalization(ctx.session, input)),
  auditEvents: sessionProcedure.input(processId).query(({ ctx, input }) => listAuditEvents(ctx.session, input)),
  files: sessionProcedure.input(processId).query(({ ctx, input }) => getSigningProcessFiles(ctx.session, input)),
  /** CURRENT_USER slots waiting for the signed-in user, with their own signing links. */
  mine: sessionProcedure.query(({ ctx }) => listMyPendingSignatures(ctx.session)),
  mySigningLink: sessionProcedure.input(processId).query(({ ctx, input }) => getMySigningLink(ctx.session, input)),
});
