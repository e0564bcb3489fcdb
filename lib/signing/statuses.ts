/**
 * The states of a signing process and of its signer slots, defined once: the database enums
 * (server/db/schema/signing.ts), the API's zod schemas and the dashboard all import these.
 * Which transitions between them are allowed is decided in one place on the server
 * (server/services/signing/process-state.ts); what a status reads as now, without writing,
 * is `effectiveProcessStatus` below.
 */
export const PROCESS_STATUSES = ["SENT", "IN_PROGRESS", "COMPLETED", "DECLINED", "VOIDED", "EXPIRED"] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

export const SIGNER_STATUSES = ["PENDING", "READY", "OPENED", "COMPLETED", "DECLINED", "EXPIRED"] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** NONE while signers can act; PENDING once every signer has signed, until DONE or FAILED. */
export const FINALIZATION_STATUSES = ["NONE", "PENDING", "FAILED", "DONE"] as const;
export type FinalizationStatus = (typeof FINALIZATION_STATUSES)[number];

/** Statuses in which signers may still act and the sender may void, extend or resend. */
export const ACTIVE_PROCESS_STATUSES = ["SENT", "IN_PROGRESS"] as const satisfies readonly ProcessStatus[];

/** Signer slots whose turn has come and who have not answered yet. */
export const ACTING_SIGNER_STATUSES = ["READY", "OPENED"] as const satisfies readonly SignerStatus[];

/** Slots that end EXPIRED when their process expires. */
export const UNFINISHED_SIGNER_STATUSES = ["PENDING", "READY", "OPENED"] as const satisfies readonly SignerStatus[];

export interface ProcessStateFields {
  status: ProcessStatus;
  expiresAt: Date;
  finalizationStatus: FinalizationStatus;
}

export function isActiveStatus(status: ProcessStatus): status is (typeof ACTIVE_PROCESS_STATUSES)[number] {
  return (ACTIVE_PROCESS_STATUSES as readonly ProcessStatus[]).includes(status);
}

/** Every signer has signed: the process can no longer be voided, declined or expired. */
export function isFullySigned(process: Pick<ProcessStateFields, "finalizationStatus">): boolean {
  return process.finalizationStatus !== "NONE";
}

/** Active, not fully signed, and past its expiry: it reads EXPIRED before the sweep writes it. */
export function isOverdue(process: ProcessStateFields, now: Date): boolean {
  return isActiveStatus(process.status) && !isFullySigned(process) && process.expiresAt.getTime() <= now.getTime();
}

/** The status as it is now: an overdue process is EXPIRED even before the sweep records it. */
export function effectiveProcessStatus(process: ProcessStateFields, now: Date): ProcessStatus {
  return isOverdue(process, now) ? "EXPIRED" : process.status;
}

/** A slot as it is now: unfinished slots of an overdue process are EXPIRED. */
export function effectiveSignerStatus(status: SignerStatus, process: ProcessStateFields, now: Date): SignerStatus {
  return isOverdue(process, now) && (UNFINISHED_SIGNER_STATUSES as readonly SignerStatus[]).includes(status) ? "EXPIRED" : status;
}
