/** Guards shared by the webhook services: the plan, and the organization's own endpoints. */
import { and, eq } from "drizzle-orm";
import { webhookEndpoints, type Organization, type WebhookEndpoint } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";
import { parseInput } from "../parse-input";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { PLAN_LIMITS } from "../plans";
import { webhookIdSchema } from "@/lib/schemas/webhooks";

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

/**
 * The organization's endpoint by id; another organization's id answers 404 like an unknown one.
 * Note: the id is checked here too, because the dashboard's page passes it on from its URL.
 */
export async function loadWebhookEndpoint(ctx: ServiceContext, rawId: string): Promise<WebhookEndpoint> {
  const { id } = parseInput(webhookIdSchema, { id: rawId }, "path");
  const [endpoint] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, ctx.organizationId)));
  if (!endpoint) throw notFound("Webhook");
  return endpoint;
}
