/**
 * Every kind of event a process's audit trail records, defined once as a list so that the
 * words for them (dashboard timeline, certificate) are exhaustive records over it: a new
 * event type fails type checking until it has words in every place a person reads it.
 */
export const AUDIT_EVENT_TYPES = [
  "process.created",
  "process.sent",
  "process.started_from_public_link",
  "signer.invited",
  "signer.opened",
  "signer.otp_sent",
  "signer.otp_verified",
  "signer.submitted",
  "signer.completed",
  "signer.declined",
  "signer.invite_resent",
  "signer.reminded",
  "process.extended",
  "process.voided",
  "process.expired",
  "process.completed",
  "observer.notified",
  "kiosk.started",
  "kiosk.unlocked",
  "kiosk.locked",
  "kiosk.finished",
  "process.erased",
  "process.legal_hold",
] as const;

export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export function isAuditEventType(type: string): type is AuditEventType {
  return (AUDIT_EVENT_TYPES as readonly string[]).includes(type);
}
