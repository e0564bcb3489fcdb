/**
 * Keeps count of an endpoint's failed deliveries in a row and disables it at the tenth (API.md:
 * "an endpoint whose last 10 deliveries all failed"). A delivery counts once, when its last
 * automatic attempt fails; any successful attempt resets the count. Test events never count.
 * Both are single UPDATEs on the current row, so concurrent deliveries cannot lose a count.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { webhookEndpoints } from "../../db/schema";

export const AUTO_DISABLE_AFTER_FAILURES = 10;

export async function recordEndpointSuccess(tx: Tx, endpointId: string): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0 })
    .where(and(eq(webhookEndpoints.id, endpointId), ne(webhookEndpoints.consecutiveFailures, 0)));
}

export async function recordEndpointFailure(tx: Tx, endpointId: string, lastError: string): Promise<void> {
  const reason = `Disabled automatically: ${AUTO_DISABLE_AFTER_FAILURES} deliveries in a row failed (the last: ${lastError})`;
  // Note: in an UPDATE every column on the right-hand side is the row's value before it.
  const reachesLimit = sql`(${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${AUTO_DISABLE_AFTER_FAILURES})`;
  await tx
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      enabled: sql`case when ${reachesLimit} then false else ${webhookEndpoints.enabled} end`,
      disabledReason: sql`case when ${reachesLimit} then ${reason} else ${webhookEndpoints.disabledReason} end`,
      disabledAt: sql`case when ${reachesLimit} then now() else ${webhookEndpoints.disabledAt} end`,
      updatedAt: sql`case when ${reachesLimit} then now() else ${webhookEndpoints.updatedAt} end`,
    })
    .where(eq(webhookEndpoints.id, endpointId));
}
