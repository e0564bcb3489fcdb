import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDeliveryAttempts, type WebhookDelivery, type WebhookDeliveryAttempt } from "../../db/schema";

export interface WebhookAttemptRecord {
  number: number;
  trigger: WebhookDeliveryAttempt["trigger"];
  url: string;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  success: boolean;
  error: string | null;
  /** The first 1 KB of the receiver's answer. */
  responseBody: string | null;
}

/** All attempts of one event to one endpoint, with the exact body they sent. */
export interface WebhookDeliveryRecord {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  signingProcessId: string | null;
  status: WebhookDelivery["status"];
  attemptCount: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  payload: unknown;
  attempts: WebhookAttemptRecord[];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAttemptRecord(attempt: WebhookDeliveryAttempt): WebhookAttemptRecord {
  return {
    number: attempt.number,
    trigger: attempt.trigger,
    url: attempt.url,
    startedAt: attempt.startedAt.toISOString(),
    durationMs: attempt.durationMs,
    statusCode: attempt.statusCode,
    success: attempt.success,
    error: attempt.error,
    responseBody: attempt.responseBody,
  };
}

/** Deliveries with their attempts (oldest first) in two queries, whatever their number. */
export async function toWebhookDeliveryRecords(db: Db, deliveries: WebhookDelivery[]): Promise<WebhookDeliveryRecord[]> {
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(inArray(webhookDeliveryAttempts.deliveryId, deliveries.map((delivery) => delivery.id)))
    .orderBy(asc(webhookDeliveryAttempts.number));
  return deliveries.map((delivery) => ({
    id: delivery.id,
    webhookId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    signingProcessId: delivery.signingProcessId,
    status: delivery.status,
    attemptCount: delivery.attemptCount,
    nextAttemptAt: iso(delivery.nextAttemptAt),
    lastAttemptAt: iso(delivery.lastAttemptAt),
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    updatedAt: delivery.updatedAt.toISOString(),
    payload: JSON.parse(delivery.payload) as unknown,
    attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id).map(toAttemptRecord),
  }));
}

export async function toWebhookDeliveryRecord(db: Db, delivery: WebhookDelivery): Promise<WebhookDeliveryRecord> {
  const [record] = await toWebhookDeliveryRecords(db, [delivery]);
  return record!;
}
