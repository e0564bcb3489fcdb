/**
 * The webhook words the browser needs too: the spec's six lifecycle events a webhook can
 * subscribe to, and the states of a delivery. The database and the services read them here.
 */
export const WEBHOOK_EVENT_TYPES = [
  "signing.sent",
  "signer.completed",
  "signing.completed",
  "signing.declined",
  "signing.expired",
  "signing.voided",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
