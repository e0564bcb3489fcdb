/**
 * One attempt of a delivery, the HTTP part (the deliver-webhook job's first step). It makes no
 * request for a delivery that is gone, finished or already past this attempt, so running the
 * step again is harmless; and it re-checks the target, because the endpoint's DNS name may
 * resolve somewhere else than when it was saved.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints, type WebhookDelivery, type WebhookEndpoint } from "../../db/schema";
import { postWebhook } from "../../webhooks/post-webhook";
import { SIGNATURE_HEADER, signatureHeader } from "../../webhooks/signature";
import { checkWebhookTarget, WebhookTargetRefusedError, type CheckedTarget } from "../../webhooks/target-policy";
import type { DeliverWebhookPayload } from "./delivery-schedule";
import { openWebhookSecret } from "./webhook-secret";
import { configuredTargetPolicy } from "./webhook-target-check";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_USER_AGENT = "Signet-Webhooks/1";

/** What one attempt came to; plain JSON, because it is a job step's result. */
export interface AttemptOutcome {
  url: string;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  success: boolean;
  error: string | null;
  responseBody: string | null;
}

export function isAttemptDue(delivery: Pick<WebhookDelivery, "status" | "attemptCount">, job: DeliverWebhookPayload): boolean {
  return delivery.status === "PENDING" && delivery.attemptCount === job.attempt - 1;
}

/** Answers null when no attempt was due (nothing was sent). */
export async function attemptWebhookDelivery(db: Db, job: DeliverWebhookPayload): Promise<AttemptOutcome | null> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, job.deliveryId));
  if (!row || !isAttemptDue(row.delivery, job)) return null;
  if (!row.endpoint.enabled && !job.manual) {
    await cancelDelivery(db, job, "Not sent: the endpoint was disabled before this attempt");
    return null;
  }
  return sendAttempt(row.endpoint, row.delivery);
}

/** Retries stop when the endpoint is disabled; the delivery stays in the log, redeliverable. */
async function cancelDelivery(db: Db, job: DeliverWebhookPayload, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: "CANCELLED", nextAttemptAt: null, lastError: reason, updatedAt: new Date() })
    .where(
      and(
        eq(webhookDeliveries.id, job.deliveryId),
        eq(webhookDeliveries.status, "PENDING"),
        eq(webhookDeliveries.attemptCount, job.attempt - 1),
      ),
    );
}

async function sendAttempt(endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<AttemptOutcome> {
  const startedAt = new Date();
  const started = performance.now();
  const outcome = (result: Omit<AttemptOutcome, "url" | "startedAt" | "durationMs">): AttemptOutcome => ({
    url: endpoint.url,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    ...result,
  });
  const notSent = (error: string) => outcome({ statusCode: null, success: false, error: `Not sent: ${error}`, responseBody: null });

  let target: CheckedTarget;
  try {
    target = await checkWebhookTarget(endpoint.url, configuredTargetPolicy());
  } catch (error) {
    if (error instanceof WebhookTargetRefusedError) return notSent(error.message);
    throw error;
  }
  let secret: string;
  try {
    secret = openWebhookSecret(endpoint.secretEncrypted);
  } catch {
    return notSent("the signing secret cannot be decrypted (SECRET_KEY has changed?); rotate the secret");
  }

  const result = await postWebhook({
    url: target.url,
    body: delivery.payload,
    headers: {
      "Content-Type": "application/json",
      "User-Agent": WEBHOOK_USER_AGENT,
      [SIGNATURE_HEADER]: signatureHeader(secret, delivery.payload),
      "X-Service-Event-Id": delivery.eventId,
      "X-Service-Delivery-Id": delivery.id,
    },
    pinned: target.pinned,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
  });
  const status = result.statusCode;
  const success = status !== null && status >= 200 && status < 300;
  let error = result.error;
  if (status !== null && status >= 300 && status < 400) {
    error = `Answered ${status}${result.location ? ` (to ${result.location})` : ""}: redirects are not followed`;
  }
  return outcome({ statusCode: status, success, error, responseBody: result.responseBody });
}
