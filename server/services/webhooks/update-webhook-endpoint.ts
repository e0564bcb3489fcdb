import { and, eq, sql } from "drizzle-orm";
import { webhookEndpoints } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWebhookEndpoint, loadWebhookOrganization } from "./webhook-access";
import { toWebhookEndpointRecord, type WebhookEndpointRecord } from "./webhook-endpoint-record";
import type { UpdateWebhook } from "@/lib/schemas/webhooks";
import { assertWebhookTargetAllowed } from "./webhook-target-check";

export const DISABLED_BY_ADMIN = "Disabled by an administrator";

/**
 * What `enabled` changes. Enabling clears the reason and the failure count, whatever the state
 * was; disabling keeps the reason and time of an endpoint that is already disabled. Written as
 * SQL on the current row, so a concurrent automatic disable is never overwritten by a stale read.
 */
function enabledChanges(enabled: boolean | undefined) {
  if (enabled === undefined) return {};
  if (enabled) return { enabled: true, disabledReason: null, disabledAt: null, consecutiveFailures: 0 };
  return {
    enabled: false,
    disabledReason: sql`case when ${webhookEndpoints.enabled} then ${DISABLED_BY_ADMIN} else ${webhookEndpoints.disabledReason} end`,
    disabledAt: sql`case when ${webhookEndpoints.enabled} then now() else ${webhookEndpoints.disabledAt} end`,
  };
}

/**
 * Changes url, events, description or enabled. A new URL passes the target policy again.
 * `enabled: true` is how an endpoint disabled after repeated failures comes back.
 */
export async function updateWebhookEndpoint(
  ctx: ServiceContext,
  input: { id: string } & UpdateWebhook,
): Promise<WebhookEndpointRecord> {
  requireAdmin(ctx);
  const { id } = input;
  await loadWebhookEndpoint(ctx, id);
  await loadWebhookOrganization(ctx);
  const url = input.url === undefined ? undefined : (await assertWebhookTargetAllowed(input.url)).url.href;

  const [endpoint] = await ctx.db
    .update(webhookEndpoints)
    .set({
      ...(url === undefined ? {} : { url }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.description === undefined ? {} : { description: input.description || null }),
      ...enabledChanges(input.enabled),
      updatedAt: sql`now()`,
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, ctx.organizationId)))
    .returning();
  if (!endpoint) throw notFound("Webhook");
  return toWebhookEndpointRecord(endpoint);
}
