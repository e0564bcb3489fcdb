import { and, eq, ne } from "drizzle-orm";
import { webhookDeliveries } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { deliverWebhookJob } from "../../queue/definitions/deliver-webhook";
import { triggerJob } from "../../queue/trigger-job";
import { requireAdmin, type ServiceContext } from "../context";
import { manualAttempt } from "./delivery-schedule";
import { loadWebhookEndpoint, loadWebhookOrganization } from "./webhook-access";
import { toWebhookDeliveryRecord, type WebhookDeliveryRecord } from "./webhook-delivery-record";

/**
 * Sends a delivery once more, at once: the same body and event id, a fresh signature. One
 * attempt, added to the delivery's log; it reaches a disabled endpoint too (that is how one
 * checks a receiver before enabling it again). A delivery still under way answers 409.
 */
export async function redeliverWebhook(ctx: ServiceContext, { id, deliveryId }: { id: string; deliveryId: string }): Promise<WebhookDeliveryRecord> {
  requireAdmin(ctx);
  await loadWebhookEndpoint(ctx, id);
  await loadWebhookOrganization(ctx);
  const queued = await ctx.db.transaction(async (tx) => {
    // Only one redelivery at a time: the status flips to PENDING for exactly one caller.
    const [delivery] = await tx
      .update(webhookDeliveries)
      .set({ status: "PENDING", nextAttemptAt: new Date(), updatedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id), ne(webhookDeliveries.status, "PENDING")))
      .returning();
    if (!delivery) return null;
    await triggerJob(tx, deliverWebhookJob, manualAttempt(delivery, delivery.attemptCount));
    return delivery;
  });
  if (queued) return toWebhookDeliveryRecord(ctx.db, queued);
  const [existing] = await ctx.db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)));
  if (!existing) throw notFound("Webhook delivery");
  throw new AppError("INVALID_STATE", "This delivery is still being attempted; redeliver it once it has finished", { status: existing.status });
}
