/**
 * The one place that decides which transitions a signing process and its signer slots may
 * take. Every write to a process's state goes through `lockProcessFor` inside its transaction:
 * the process row is locked (SELECT ... FOR UPDATE) and the rule is checked against the row as
 * it is under the lock, so two requests racing (a void and the last signature, an expiry and a
 * submit) are decided one after the other and exactly one of them wins.
 *
 * States (lib/signing/statuses.ts): a process is SENT or IN_PROGRESS while signers act; after
 * the last signature its finalization is PENDING (then FAILED or DONE) and its status stays
 * IN_PROGRESS until DONE makes it COMPLETED. A fully signed process (finalization not NONE) can
 * never be voided, declined or expired. DECLINED, VOIDED, EXPIRED and COMPLETED are terminal.
 */
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  ACTING_SIGNER_STATUSES,
  isActiveStatus,
  isFullySigned,
  isOverdue,
  type ProcessStatus,
  type SignerStatus,
} from "@/lib/signing/statuses";
import type { Db, Tx } from "../../db/client";
import { signers, signingProcesses, type Signer, type SigningProcess } from "../../db/schema";
import { AppError } from "../../errors";

export type ProcessTransition =
  /** A signer opens their link (READY to OPENED; SENT to IN_PROGRESS). */
  | "open"
  | "sendCode"
  | "verifyCode"
  | "submit"
  | "decline"
  | "void"
  | "extend"
  | "resend"
  /** The sender reminds the active signer, or an automatic reminder is due. */
  | "remind"
  | "expire"
  /** The last signature was accepted: finalization NONE to PENDING. */
  | "startFinalization"
  /** Final files stored: PENDING to DONE, status COMPLETED. */
  | "finishFinalization"
  /** Automatic attempts used up: PENDING to FAILED. */
  | "failFinalization"
  /** An admin asks again: FAILED to PENDING. */
  | "retryFinalization";

/** Transitions a signer makes; they need the process active and their own turn. */
const SIGNER_TRANSITIONS = new Set<ProcessTransition>(["open", "sendCode", "verifyCode", "submit", "decline"]);

/** Why `transition` may not happen to `process` now, or null when it may. */
export function processRefusal(process: SigningProcess, transition: ProcessTransition, now: Date): AppError | null {
  const status = process.status;
  switch (transition) {
    case "open":
    case "sendCode":
    case "verifyCode":
    case "submit":
    case "decline":
      if (!isActiveStatus(status) || isFullySigned(process) || isOverdue(process, now)) {
        const shown: ProcessStatus = isFullySigned(process) ? "COMPLETED" : isOverdue(process, now) ? "EXPIRED" : status;
        return new AppError("PROCESS_NOT_ACTIVE", `This signing is ${describe(shown)}; it takes no more actions`, { status: shown });
      }
      return null;
    case "void":
    case "extend":
    case "resend":
    case "remind":
      if (isFullySigned(process) && isActiveStatus(status)) {
        // API.md names PROCESS_FINALIZING for a void; extend and resend have nothing left to do.
        return transition === "void"
          ? new AppError("PROCESS_FINALIZING", "Every signer has signed and the final files are being prepared; the process can no longer be voided")
          : new AppError("INVALID_STATE", `Every signer has signed; the process cannot be ${pastTense[transition]}`, {
              status,
              finalization: process.finalizationStatus,
            });
      }
      if (!isActiveStatus(status) || isOverdue(process, now)) {
        const shown = isOverdue(process, now) ? "EXPIRED" : status;
        return new AppError("INVALID_STATE", `A process that is ${describe(shown)} cannot be ${pastTense[transition]}`, { status: shown });
      }
      return null;
    case "expire":
      if (isFullySigned(process)) return new AppError("PROCESS_FINALIZING", "Every signer has signed; the process does not expire");
      if (!isOverdue(process, now)) return new AppError("INVALID_STATE", "The process is not past its expiry", { status });
      return null;
    case "startFinalization":
      if (!isActiveStatus(status) || isFullySigned(process)) {
        return new AppError("INVALID_STATE", "The process is not waiting for signatures", { status });
      }
      return null;
    case "finishFinalization":
    case "failFinalization":
      if (process.finalizationStatus !== "PENDING") {
        return new AppError("INVALID_STATE", "The process is not being finalized", { finalization: process.finalizationStatus });
      }
      return null;
    case "retryFinalization":
      if (process.finalizationStatus !== "FAILED") {
        return new AppError("INVALID_STATE", "Only a process whose final files failed can be finalized again", {
          finalization: process.finalizationStatus,
        });
      }
      return null;
  }
}

/** Why this signer may not act now (not their turn, or already answered), or null. */
export function signerRefusal(signer: Signer): AppError | null {
  if (signer.status === "PENDING") {
    return new AppError("SIGNER_NOT_READY", "An earlier signer has not signed yet; you will be notified when it is your turn");
  }
  if (!isActing(signer.status)) {
    return new AppError("INVALID_STATE", `You have already ${signer.status === "COMPLETED" ? "signed" : describe(signer.status)}`, {
      signerStatus: signer.status,
    });
  }
  return null;
}

/** Locks the process row for the rest of the transaction and answers it as it is now. */
export async function lockProcess(tx: Db | Tx, processId: string): Promise<SigningProcess | undefined> {
  const [process] = await tx.select().from(signingProcesses).where(eq(signingProcesses.id, processId)).for("update");
  return process;
}

/**
 * Locks the process and checks that `transition` is allowed, throwing the refusal otherwise.
 * With `signerId`, the signer is re-read under the lock too, and for a signer's own transition
 * it must be their turn. With `tokenHash` (the presented link's), that link must still be the one
 * in force: a resend-invite that rotated it while the request was on its way wins.
 */
export async function lockProcessFor(
  tx: Db | Tx,
  processId: string,
  transition: ProcessTransition,
  options: { now?: Date; signerId?: string; tokenHash?: string } = {},
): Promise<{ process: SigningProcess; signer?: Signer }> {
  const process = await lockProcess(tx, processId);
  if (!process) throw new AppError("NOT_FOUND", "Signing process not found");
  const refusal = processRefusal(process, transition, options.now ?? new Date());
  if (refusal) throw refusal;
  if (!options.signerId) return { process };
  const [signer] = await tx.select().from(signers).where(eq(signers.id, options.signerId));
  if (!signer || signer.signingProcessId !== process.id) throw new AppError("NOT_FOUND", "Signer not found");
  if (options.tokenHash !== undefined && signer.tokenHash !== options.tokenHash) {
    throw new AppError("SIGNING_LINK_INVALID", "This signing link is not valid; it may have been replaced by a newer one");
  }
  if (SIGNER_TRANSITIONS.has(transition)) {
    const turn = signerRefusal(signer);
    if (turn) throw turn;
  }
  return { process, signer };
}

/** The process status as SQL, with overdue processes read as EXPIRED (for filters and counts). */
export function effectiveStatusSql(now: Date): SQL<ProcessStatus> {
  return sql<ProcessStatus>`case when ${signingProcesses.status} in ('SENT', 'IN_PROGRESS')
    and ${signingProcesses.finalizationStatus} = 'NONE'
    and ${signingProcesses.expiresAt} <= ${now.toISOString()}::timestamptz
    then 'EXPIRED'::process_status else ${signingProcesses.status} end`;
}

/** Signer slots whose turn has come and who have not answered: a guard for signer updates. */
export const signerIsActing = () => inArray(signers.status, [...ACTING_SIGNER_STATUSES]);

function isActing(status: SignerStatus): boolean {
  return (ACTING_SIGNER_STATUSES as readonly SignerStatus[]).includes(status);
}

function describe(status: ProcessStatus | SignerStatus): string {
  return status.toLowerCase().replace("_", " ");
}

const pastTense: Record<"void" | "extend" | "resend" | "remind", string> = {
  void: "voided",
  extend: "extended",
  resend: "sent again",
  remind: "reminded",
};
