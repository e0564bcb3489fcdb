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
};

export function outboxKindLabel(kind: string): string {
  return kind in OUTBOX_KIND_LABELS ? OUTBOX_KIND_LABELS[kind as OutboxKind] : kind;
}

export const CHANNEL_LABELS = { email: "Email", sms: "SMS" } as const;
