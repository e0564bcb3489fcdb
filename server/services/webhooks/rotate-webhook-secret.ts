import { and, eq, sql } from "drizzle-orm";
import { webhookEndpoints } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWebhookEndpoint, loadWebhookOrganization } from "./webhook-access";
import { toWebhookEndpointRecord, type WebhookEndpointWithSecret } from "./webhook-endpoint-record";
import { generateWebhookSecret } from "./webhook-secret";

/**
 * Replaces the signing secret and answers the new one, once. It applies at once, to every
 * attempt from now on, retries and redeliveries of earlier events included.
 */
export async function rotateWebhookSecret(ctx: ServiceContext, { id }: { id: string }): Promise<WebhookEndpointWithSecret> {
  requireAdmin(ctx);
  await loadWebhookEndpoint(ctx, id);
  await loadWebhookOrganization(ctx);
  const { secret, secretEncrypted } = generateWebhookSecret();
  const [endpoint] = await ctx.db
    .update(webhookEndpoints)
    .set({ secretEncrypted, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, ctx.organizationId)))
    .returning();
  if (!endpoint) throw notFound("Webhook");
  return { ...toWebhookEndpointRecord(endpoint), secret };
}
