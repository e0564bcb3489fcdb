import { LIFECYCLE_EVENT_TYPES } from "@/lib/webhooks/webhook-types";
import type { TEST_EVENT_TYPE, WebhookEventType } from "@/server/services/webhooks/webhook-events";

/**
 * The events an endpoint can receive, in the API's order, in words. Typed against the server's
 * list, so a new event type fails the type check until it is described here. The code itself
 * (`signing.sent`) stays visible beside the words, in small type: it is what the receiving
 * program matches on, so whoever configures an endpoint needs it.
 */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType | typeof TEST_EVENT_TYPE, string> = {
  "signing.sent": "Process sent",
  "signer.completed": "A signer signed",
  "signing.completed": "Process completed",
  "signing.declined": "Process declined",
  "signing.expired": "Process expired",
  "signing.voided": "Process voided",
  "bulk_send.completed": "Bulk send finished",
  "webhook.test": "Test event",
};

export const WEBHOOK_EVENT_OPTIONS: ReadonlyArray<{ type: WebhookEventType; description: string }> = [
  { type: "signing.sent", description: "A signing process was created and sent." },
  { type: "signer.completed", description: "One signer finished signing." },
  { type: "signing.completed", description: "Everyone signed; the signed PDF is ready." },
  { type: "signing.declined", description: "A signer declined." },
  { type: "signing.expired", description: "The process passed its deadline." },
  { type: "signing.voided", description: "The process was cancelled." },
  { type: "bulk_send.completed", description: "Every row of a bulk send was sent or failed. Only sent when chosen here." },
];

export const ALL_WEBHOOK_EVENTS: WebhookEventType[] = WEBHOOK_EVENT_OPTIONS.map((option) => option.type);

/** A new endpoint's events: the spec's six, as the API's default; opt-in events are ticked by hand. */
export const DEFAULT_WEBHOOK_EVENTS: WebhookEventType[] = [...LIFECYCLE_EVENT_TYPES];

/** A delivered event in words; one from a newer server reads as "Other event". */
export function webhookEventLabel(type: string): string {
  return Object.hasOwn(WEBHOOK_EVENT_LABELS, type) ? WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS] : "Other event";
}
