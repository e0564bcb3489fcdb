import { requireAdmin, type ServiceContext } from "../context";
import { parseInput } from "../parse-input";
import { loadWebhookEndpoint } from "./webhook-access";
import { toWebhookEndpointRecord, type WebhookEndpointRecord } from "./webhook-endpoint-record";
import { webhookIdSchema } from "./webhook-schemas";

export async function getWebhookEndpoint(ctx: ServiceContext, rawInput: { id: string }): Promise<WebhookEndpointRecord> {
  requireAdmin(ctx);
  const { id } = parseInput(webhookIdSchema, rawInput, "path");
  return toWebhookEndpointRecord(await loadWebhookEndpoint(ctx, id));
}
