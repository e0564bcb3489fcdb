import type { WebhookEventType } from "@/server/services/webhooks/webhook-events";

/**
 * The events an endpoint can receive, in the API's order, with what each means. Typed against
 * the server's list, so a new event type fails the type check until it is described here.
 */
export const WEBHOOK_EVENT_OPTIONS: ReadonlyArray<{ type: WebhookEventType; description: string }> = [
  { type: "signing.sent", description: "A signing process was created and sent." },
  { type: "signer.completed", description: "One signer finished signing." },
  { type: "signing.completed", description: "Everyone signed; the signed PDF is ready." },
  { type: "signing.declined", description: "A signer declined." },
  { type: "signing.expired", description: "The process passed its deadline." },
  { type: "signing.voided", description: "The process was cancelled." },
];

export const ALL_WEBHOOK_EVENTS: WebhookEventType[] = WEBHOOK_EVENT_OPTIONS.map((option) => option.type);
