/** Guards shared by the webhook services: the plan, and the organization's own endpoints. */
import { and, eq } from "drizzle-orm";
import { webhookEndpoints, type Organization, type WebhookEndpoint } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { PLAN_LIMITS } from "../plans";

/**
 * The organization of a webhook write: writable (402 BILLING_ORG_READ_ONLY otherwise) and on a
 * plan with webhooks (402 PLAN_FEATURE_UNAVAILABLE on FREE). Reading and deleting endpoints
 * stay open on every plan, so an organization that moved to FREE can still clean up.
 */
export async function loadWebhookOrganization(ctx: ServiceContext): Promise<Organization> {
  const org = await loadWritableOrganization(ctx);
  if (!PLAN_LIMITS[org.plan].webhooks) {
    throw new AppError("PLAN_FEATURE_UNAVAILABLE", "Webhooks need the PRO or ENTERPRISE plan", { feature: "WEBHOOKS", plan: org.plan });
  }
  return org;
}

/** The organization's endpoint by id; another organization's id answers 404 like an unknown one. */
export async function loadWebhookEndpoint(ctx: ServiceContext, id: string): Promise<WebhookEndpoint> {
  const [endpoint] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, ctx.organizationId)));
  if (!endpoint) throw notFound("Webhook");
  return endpoint;
}
