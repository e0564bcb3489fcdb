import { asc, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  WEBHOOK_ATTEMPT_TRIGGERS,
  WEBHOOK_DELIVERY_STATUSES,
  webhookDeliveryAttempts,
  type WebhookDelivery,
  type WebhookDeliveryAttempt,
} from "../../db/schema";
import { webhookPayloadSchema } from "./webhook-payloads";

const timestamp = z.iso.datetime();

export const webhookDeliveryRecordSchema = z.object({
  id: z.uuid(),
  webhookId: z.uuid(),
  eventId: z.string(),
  eventType: z.string(),
  signingProcessId: z.uuid().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attemptCount: z.number().int(),
  nextAttemptAt: timestamp.nullable(),
  lastAttemptAt: timestamp.nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The exact body every attempt sent. */
  payload: webhookPayloadSchema,
  attempts: z.array(
    z.object({
      number: z.number().int(),
      trigger: z.enum(WEBHOOK_ATTEMPT_TRIGGERS),
      url: z.string(),
      startedAt: timestamp,
      durationMs: z.number().int(),
      statusCode: z.number().int().nullable(),
      success: z.boolean(),
      error: z.string().nullable(),
      responseBody: z.string().nullable(),
    }),
  ),
});

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
  payload: z.output<typeof webhookPayloadSchema>;
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
    payload: JSON.parse(delivery.payload) as WebhookDeliveryRecord["payload"],
    attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id).map(toAttemptRecord),
  }));
}

export async function toWebhookDeliveryRecord(db: Db, delivery: WebhookDelivery): Promise<WebhookDeliveryRecord> {
  const [record] = await toWebhookDeliveryRecords(db, [delivery]);
  return record!;
}
