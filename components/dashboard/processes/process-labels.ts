/**
 * Words for the states and modes of a signing process, so that no page shows a raw enum or
 * relies on colour: every badge and row says what it means.
 */
import { isActiveStatus, type ProcessStatus, type SignerStatus } from "@/lib/signing/statuses";
import type { SignerSlotRecord, SigningProcessRecord } from "@/server/services/signing/signing-process-record";

export { PROCESS_STATUSES, type ProcessStatus, type SignerStatus } from "@/lib/signing/statuses";
export type DispatchMode = SigningProcessRecord["dispatchMode"];
export type AuthPolicy = SigningProcessRecord["authPolicy"];

export const PROCESS_STATUS_LABELS: Record<ProcessStatus, string> = {
  SENT: "Sent",
  IN_PROGRESS: "In progress",
  COMPLETED: "Completed",
  DECLINED: "Declined",
  VOIDED: "Voided",
  EXPIRED: "Expired",
};

export const PROCESS_STATUS_TONES = {
  SENT: "neutral",
  IN_PROGRESS: "warning",
  COMPLETED: "success",
  DECLINED: "danger",
  VOIDED: "danger",
  EXPIRED: "neutral",
} as const satisfies Record<ProcessStatus, string>;

export const DISPATCH_MODE_LABELS: Record<DispatchMode, string> = {
  EMAIL: "Email",
  KIOSK: "Kiosk",
  CURRENT_USER: "Signed by the creator",
  PRIVATE_LINK: "Private link",
};

export const AUTH_POLICY_LABELS: Record<AuthPolicy, string> = {
  SES_LINK_ONLY: "Link only",
  AES_OTP: "Link and SMS code",
};

export const SIGNER_STATUS_LABELS: Record<SignerStatus, string> = {
  PENDING: "Waiting for their turn",
  READY: "Their turn",
  OPENED: "Opened the document",
  COMPLETED: "Signed",
  DECLINED: "Declined",
  EXPIRED: "Expired before signing",
};

/**
 * A signer's state as it reads now: once the process is over (voided, declined, expired),
 * "Their turn" or "Waiting for their turn" would mislead, so those read "Did not sign".
 */
export function signerStatusLabel(status: SignerStatus, processStatus: ProcessStatus): string {
  const open = status === "PENDING" || status === "READY" || status === "OPENED";
  return open && !isActive(processStatus) ? "Did not sign" : SIGNER_STATUS_LABELS[status];
}

/** "1 of 2 signed": how far the signers have come, in words. */
export function signerProgress(slots: Pick<SignerSlotRecord, "status">[]): string {
  const signed = slots.filter((slot) => slot.status === "COMPLETED").length;
  return `${signed} of ${slots.length} signed`;
}

/** Void and extend apply while signers can still act. */
export const isActive = isActiveStatus;
