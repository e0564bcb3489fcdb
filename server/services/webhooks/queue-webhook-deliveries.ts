/**
 * The fan-out: called by recordDomainEvent inside the transaction of the state change, it
 * creates one delivery per enabled endpoint subscribed to the event, with the body built now,
 * and queues each delivery's first attempt as a job in that same transaction. So a committed
 * change always has its deliveries, and a rolled-back one never sends anything. Endpoints that
 * are disabled, or of an organization whose plan has no webhooks, get nothing (dropped, not
 * queued for later).
 */
import { and, arrayContains, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { organizations, PLANS, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { deliverWebhookJob } from "../../queue/definitions/deliver-webhook";
import { triggerJob } from "../../queue/trigger-job";
import { PLAN_LIMITS } from "../plans";
import { firstAttempt } from "./delivery-schedule";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./webhook-events";
import { buildEventPayload, type WebhookEventSource } from "./webhook-payloads";

const PLANS_WITH_WEBHOOKS = PLANS.filter((plan) => PLAN_LIMITS[plan].webhooks);

function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}

/** Answers how many deliveries were queued. */
export async function queueWebhookDeliveries(
  tx: Db | Tx,
  event: WebhookEventSource & { organizationId: string },
): Promise<number> {
  if (!isWebhookEventType(event.type)) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(organizations, eq(organizations.id, webhookEndpoints.organizationId))
    .where(
      and(
        eq(webhookEndpoints.organizationId, event.organizationId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [event.type]),
        inArray(organizations.plan, PLANS_WITH_WEBHOOKS),
      ),
    );
  if (endpoints.length === 0) return 0;

  // One body for every endpoint: the event is the same, and so is its id.
  const payload = await buildEventPayload(tx, event);
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        organizationId: event.organizationId,
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        signingProcessId: event.signingProcessId,
        payload,
        nextAttemptAt: new Date(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id, organizationId: webhookDeliveries.organizationId });
  for (const delivery of deliveries) await triggerJob(tx, deliverWebhookJob, firstAttempt(delivery));
  return deliveries.length;
}
