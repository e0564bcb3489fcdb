import { and, count, desc, eq } from "drizzle-orm";
import { offsetOf, type Page } from "@/lib/pagination";
import { webhookDeliveries } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWebhookEndpoint } from "./webhook-access";
import { toWebhookDeliveryRecords, type WebhookDeliveryRecord } from "./webhook-delivery-record";
import type { ListWebhookDeliveries } from "@/lib/schemas/webhooks";

/** The delivery log of one endpoint, newest first, each delivery with its attempts. */
export async function listWebhookDeliveries(
  ctx: ServiceContext,
  input: { id: string } & ListWebhookDeliveries,
): Promise<Page<WebhookDeliveryRecord>> {
  requireAdmin(ctx);
  const { id } = input;
  await loadWebhookEndpoint(ctx, id);
  const where = and(eq(webhookDeliveries.endpointId, id), input.status ? eq(webhookDeliveries.status, input.status) : undefined);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items: await toWebhookDeliveryRecords(ctx.db, rows), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
