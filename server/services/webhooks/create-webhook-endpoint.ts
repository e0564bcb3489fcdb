import { count, eq } from "drizzle-orm";
import { organizations, webhookEndpoints } from "../../db/schema";
import { AppError } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWebhookOrganization } from "./webhook-access";
import { toWebhookEndpointRecord, type WebhookEndpointWithSecret } from "./webhook-endpoint-record";
import { LIFECYCLE_EVENT_TYPES } from "./webhook-events";
import type { CreateWebhook } from "@/lib/schemas/webhooks";
import { generateWebhookSecret } from "./webhook-secret";
import { assertWebhookTargetAllowed } from "./webhook-target-check";

/** Every event fans out to each subscribed endpoint, so their number is bounded. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/**
 * Registers an endpoint (PRO and ENTERPRISE). The URL is checked against the target policy,
 * DNS included; the secret is answered here once and kept only sealed.
 */
export async function createWebhookEndpoint(ctx: ServiceContext, input: CreateWebhook): Promise<WebhookEndpointWithSecret> {
  requireAdmin(ctx);
  await loadWebhookOrganization(ctx);
  const { url } = await assertWebhookTargetAllowed(input.url);
  const { secret, secretEncrypted } = generateWebhookSecret();

  const endpoint = await ctx.db.transaction(async (tx) => {
    // Note: locking the organization's row serializes creations, so that two concurrent ones
    // cannot both pass the limit.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, ctx.organizationId)).for("update");
    const [existing] = await tx.select({ used: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, ctx.organizationId));
    const used = existing?.used ?? 0;
    if (used >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError("QUOTA_EXCEEDED", `An organization can register up to ${MAX_WEBHOOK_ENDPOINTS} webhooks`, {
        quota: "webhookEndpoints",
        limit: MAX_WEBHOOK_ENDPOINTS,
        used,
      });
    }
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId: ctx.organizationId,
        url: url.href,
        description: input.description || null,
        // Opt-in events only when named (API.md, "Beyond the spec").
        events: input.events ?? [...LIFECYCLE_EVENT_TYPES],
        secretEncrypted,
      })
      .returning();
    return created!;
  });
  return { ...toWebhookEndpointRecord(endpoint), secret };
}
