import {
  signingProcessesAuditEvents,
  signingProcessesCreate,
  signingProcessesErase,
  signingProcessesLegalHold,
  signingProcessesExtend,
  signingProcessesFiles,
  signingProcessesGet,
  signingProcessesList,
  signingProcessesMine,
  signingProcessesMySigningLink,
  signingProcessesRemind,
  signingProcessesResendInvite,
  signingProcessesRetryFinalization,
  signingProcessesVoid,
} from "../../services/signing/operations";
import { router } from "../init";
import { mutationOf, mutationOver, queryOf, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/signing/operations.ts).
export const signingProcessesRouter = router({
  list: queryOver(signingProcessesList),
  get: queryOver(signingProcessesGet),
  create: mutationOver(signingProcessesCreate),
  void: mutationOver(signingProcessesVoid),
  extend: mutationOver(signingProcessesExtend),
  resendInvite: mutationOver(signingProcessesResendInvite),
  remind: mutationOver(signingProcessesRemind),
  erase: mutationOver(signingProcessesErase),
  legalHold: mutationOver(signingProcessesLegalHold),
  retryFinalization: mutationOf(signingProcessesRetryFinalization),
  auditEvents: queryOver(signingProcessesAuditEvents),
  files: queryOver(signingProcessesFiles),
  mine: queryOf(signingProcessesMine),
  mySigningLink: queryOf(signingProcessesMySigningLink),
});
