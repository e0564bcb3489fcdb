import { count, desc, eq } from "drizzle-orm";
import { offsetOf, type Page } from "@/lib/pagination";
import { webhookEndpoints } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { toWebhookEndpointRecord, type WebhookEndpointRecord } from "./webhook-endpoint-record";
import type { ListWebhooks } from "@/lib/schemas/webhooks";

/** The organization's endpoints, newest first. */
export async function listWebhookEndpoints(ctx: ServiceContext, input: ListWebhooks): Promise<Page<WebhookEndpointRecord>> {
  requireAdmin(ctx);
  const where = eq(webhookEndpoints.organizationId, ctx.organizationId);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(webhookEndpoints)
      .where(where)
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(webhookEndpoints).where(where),
  ]);
  return { items: rows.map(toWebhookEndpointRecord), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
