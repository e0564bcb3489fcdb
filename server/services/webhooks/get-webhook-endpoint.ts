import { requireAdmin, type ServiceContext } from "../context";
import { loadWebhookEndpoint } from "./webhook-access";
import { toWebhookEndpointRecord, type WebhookEndpointRecord } from "./webhook-endpoint-record";

export async function getWebhookEndpoint(ctx: ServiceContext, { id }: { id: string }): Promise<WebhookEndpointRecord> {
  requireAdmin(ctx);
  return toWebhookEndpointRecord(await loadWebhookEndpoint(ctx, id));
}
