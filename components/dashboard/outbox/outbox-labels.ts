import type { OutboxKind } from "@/server/outbox/outbox-message";

/** What a message was for, in words. */
export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  invite: "Invitation to sign",
  otp: "SMS code",
  completed: "Completed notice",
  declined: "Declined notice",
  voided: "Voided notice",
  expired: "Expired notice",
  reminder: "Reminder",
  copy: "Copy to an observer",
  "sender.signed": "To the sender: signed",
  "sender.declined": "To the sender: declined",
  "sender.completed": "To the sender: completed",
  "sender.expired": "To the sender: expired",
  "sender.finalizationFailed": "To the sender: signed document failed",
  test: "Test email",
  "member.invite": "Invitation to join",
  "password.reset": "Password reset",
  "publicLink.code": "Public link code",
};

/** A kind from a newer server reads as "Message" rather than by its code. */
export function outboxKindLabel(kind: string): string {
  return Object.hasOwn(OUTBOX_KIND_LABELS, kind) ? OUTBOX_KIND_LABELS[kind as OutboxKind] : "Message";
}

export const CHANNEL_LABELS = { email: "Email", sms: "SMS" } as const;
