/**
 * The event types a webhook can subscribe to (the spec's six lifecycle events), and the test
 * event the dashboard sends on demand, which no endpoint subscribes to.
 */
import type { DomainEventType } from "../events/record-domain-event";

export const WEBHOOK_EVENT_TYPES = [
  "signing.sent",
  "signer.completed",
  "signing.completed",
  "signing.declined",
  "signing.expired",
  "signing.voided",
] as const satisfies readonly DomainEventType[];

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const TEST_EVENT_TYPE = "webhook.test";
