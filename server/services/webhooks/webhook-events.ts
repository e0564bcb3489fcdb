/**
 * The event types a webhook can subscribe to (the spec's six lifecycle events, the default, and
 * the opt-in ones), and the test event the dashboard sends on demand, which no endpoint subscribes to.
 */
import { LIFECYCLE_EVENT_TYPES, WEBHOOK_EVENT_TYPES as EVENT_TYPES } from "@/lib/webhooks/webhook-types";
import type { DomainEventType } from "../events/record-domain-event";

// The list lives in lib for the browser's forms; here the compiler checks each is a domain event.
export const WEBHOOK_EVENT_TYPES = EVENT_TYPES satisfies readonly DomainEventType[];

export { LIFECYCLE_EVENT_TYPES };

export type { WebhookEventType } from "@/lib/webhooks/webhook-types";

export const TEST_EVENT_TYPE = "webhook.test";
