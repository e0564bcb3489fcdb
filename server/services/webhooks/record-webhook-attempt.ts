/**
 * The bookkeeping after an attempt (the deliver-webhook job's second step), in one transaction:
 * the attempt row, the delivery's new state, the next automatic attempt as a job, and the
 * endpoint's failure count. The delivery row is locked and must still be waiting for exactly
 * this attempt, so a step that runs twice records once.
 */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { webhookDeliveries, webhookDeliveryAttempts } from "../../db/schema";
import type { AttemptOutcome } from "./attempt-webhook-delivery";
import { isAttemptDue } from "./attempt-webhook-delivery";
import { retryDelayMs, type DeliverWebhookPayload } from "./delivery-schedule";
import { recordEndpointFailure, recordEndpointSuccess } from "./endpoint-health";
import { TEST_EVENT_TYPE } from "./webhook-events";

/** Queues the next attempt; the job definition passes it in (it alone knows itself). */
export type ScheduleAttempt = (tx: Tx, next: DeliverWebhookPayload, runAt: Date) => Promise<unknown>;

export function outcomeSummary(outcome: AttemptOutcome): string {
  return outcome.error ?? `HTTP ${outcome.statusCode}`;
}

export async function recordWebhookAttempt(
  db: Db,
  job: DeliverWebhookPayload,
  outcome: AttemptOutcome,
  scheduleAttempt: ScheduleAttempt,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [delivery] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, job.deliveryId)).for("update");
    if (!delivery || !isAttemptDue(delivery, job)) return;
    await tx.insert(webhookDeliveryAttempts).values({
      deliveryId: delivery.id,
      number: job.attempt,
      trigger: job.manual ? "MANUAL" : "AUTOMATIC",
      url: outcome.url,
      startedAt: new Date(outcome.startedAt),
      durationMs: outcome.durationMs,
      statusCode: outcome.statusCode,
      success: outcome.success,
      error: outcome.error,
      responseBody: outcome.responseBody,
    });

    const now = new Date();
    const summary = outcome.success ? null : outcomeSummary(outcome);
    const attempted = {
      attemptCount: job.attempt,
      lastAttemptAt: new Date(outcome.startedAt),
      lastStatusCode: outcome.statusCode,
      lastError: summary,
      updatedAt: now,
    };
    const update = (values: Partial<typeof webhookDeliveries.$inferInsert>) =>
      tx.update(webhookDeliveries).set({ ...attempted, ...values }).where(eq(webhookDeliveries.id, delivery.id));
    // Test events say whether the receiver works; they do not move the endpoint's health.
    const counts = delivery.eventType !== TEST_EVENT_TYPE;

    if (outcome.success) {
      await update({ status: "SUCCEEDED", nextAttemptAt: null });
      if (counts) await recordEndpointSuccess(tx, delivery.endpointId);
      return;
    }
    if (job.retriesLeft > 0) {
      const runAt = new Date(now.getTime() + retryDelayMs(job.retriesLeft));
      await update({ nextAttemptAt: runAt });
      await scheduleAttempt(tx, { ...job, attempt: job.attempt + 1, retriesLeft: job.retriesLeft - 1 }, runAt);
      return;
    }
    await update({ status: "FAILED", nextAttemptAt: null });
    // A failed redelivery is not a new delivery: only the automatic schedule running out counts.
    if (counts && !job.manual) await recordEndpointFailure(tx, delivery.endpointId, summary!);
  });
}

/** When the job itself gives up (database trouble, not HTTP): the delivery must not wait forever. */
export async function abandonWebhookAttempt(db: Db, job: DeliverWebhookPayload, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [delivery] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, job.deliveryId)).for("update");
    if (!delivery || !isAttemptDue(delivery, job)) return;
    await tx
      .update(webhookDeliveries)
      .set({ status: "FAILED", nextAttemptAt: null, lastError: `Attempt ${job.attempt} could not run: ${error}`.slice(0, 1000), updatedAt: new Date() })
      .where(eq(webhookDeliveries.id, delivery.id));
  });
}
