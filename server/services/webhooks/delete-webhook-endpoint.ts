import { and, eq } from "drizzle-orm";
import { webhookEndpoints } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";

/**
 * Removes an endpoint with its delivery log. Retries still queued find their delivery gone and
 * end without a request. Allowed on every plan, so a downgraded organization can clean up.
 */
export async function deleteWebhookEndpoint(ctx: ServiceContext, { id }: { id: string }): Promise<null> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  const deleted = await ctx.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, ctx.organizationId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound("Webhook");
  return null;
}
