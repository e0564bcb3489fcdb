import { webhookDeliveries } from "../../db/schema";
import { deliverWebhookJob } from "../../queue/definitions/deliver-webhook";
import { triggerJob } from "../../queue/trigger-job";
import { requireAdmin, type ServiceContext } from "../context";
import { manualAttempt } from "./delivery-schedule";
import { loadWebhookEndpoint, loadWebhookOrganization } from "./webhook-access";
import { TEST_EVENT_TYPE } from "./webhook-events";
import { toWebhookDeliveryRecord, type WebhookDeliveryRecord } from "./webhook-delivery-record";
import { buildTestPayload } from "./webhook-payloads";

/**
 * Queues a `webhook.test` event to one endpoint: one attempt, signed like any other, shown in
 * the delivery log. It needs no process, reaches a disabled endpoint too, and never counts
 * toward disabling the endpoint.
 */
export async function sendTestWebhook(ctx: ServiceContext, { id }: { id: string }): Promise<WebhookDeliveryRecord> {
  requireAdmin(ctx);
  const endpoint = await loadWebhookEndpoint(ctx, id);
  await loadWebhookOrganization(ctx);
  const { eventId, payload } = buildTestPayload(endpoint);
  const delivery = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookDeliveries)
      .values({
        organizationId: ctx.organizationId,
        endpointId: endpoint.id,
        eventId,
        eventType: TEST_EVENT_TYPE,
        payload,
        nextAttemptAt: new Date(),
      })
      .returning();
    await triggerJob(tx, deliverWebhookJob, manualAttempt(created!, 0));
    return created!;
  });
  return toWebhookDeliveryRecord(ctx.db, delivery);
}
