/**
 * When webhook attempts happen: the first at once, then one after each of WEBHOOK_RETRY_DELAYS
 * (seconds; 30, 60 and 120 by default: 4 attempts over 3.5 minutes). A job carries how many
 * automatic retries are left after it, so a retry is its own job, due at its own time.
 */
import { env } from "../../env";

export interface DeliverWebhookPayload {
  deliveryId: string;
  /** 1-based number of this attempt within the delivery. */
  attempt: number;
  /** Automatic attempts still to come if this one fails. */
  retriesLeft: number;
  /** A redelivery or test from the dashboard or API: one attempt, sent even to a disabled endpoint. */
  manual: boolean;
  /** Whose delivery it is (job-organization.ts); kept by every later attempt. */
  organizationId?: string;
}

type Delivery = { id: string; organizationId: string };

export function firstAttempt(delivery: Delivery): DeliverWebhookPayload {
  return { deliveryId: delivery.id, organizationId: delivery.organizationId, attempt: 1, retriesLeft: env().WEBHOOK_RETRY_DELAYS.length, manual: false };
}

export function manualAttempt(delivery: Delivery, attemptsSoFar: number): DeliverWebhookPayload {
  return { deliveryId: delivery.id, organizationId: delivery.organizationId, attempt: attemptsSoFar + 1, retriesLeft: 0, manual: true };
}

/** The wait before the next automatic attempt, given how many are left before it runs. */
export function retryDelayMs(retriesLeft: number): number {
  const delays = env().WEBHOOK_RETRY_DELAYS;
  const index = Math.min(Math.max(delays.length - retriesLeft, 0), delays.length - 1);
  return delays[index]! * 1000;
}
