/**
 * The webhook words the browser needs too: the events a webhook can subscribe to, and the states
 * of a delivery. The database and the services read them here.
 */

/** The spec's six lifecycle events: what an endpoint receives when it names no `events`. */
export const LIFECYCLE_EVENT_TYPES = [
  "signing.sent",
  "signer.completed",
  "signing.completed",
  "signing.declined",
  "signing.expired",
  "signing.voided",
] as const;

/** Events beyond the spec (API.md, "Beyond the spec"): sent only to endpoints that list them. */
export const OPT_IN_EVENT_TYPES = ["bulk_send.completed"] as const;

export const WEBHOOK_EVENT_TYPES = [...LIFECYCLE_EVENT_TYPES, ...OPT_IN_EVENT_TYPES] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
