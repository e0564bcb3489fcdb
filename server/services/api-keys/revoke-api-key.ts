import { and, eq, sql } from "drizzle-orm";
import { apiKeys, users } from "../../db/schema";
import { notFound } from "../../errors";
import { requireAdmin, requireSession, type ServiceContext } from "../context";
import { toApiKeyRecord, type ApiKeyRecord } from "./api-key-record";

/**
 * Revokes a key at once: the next request with it answers 401. Revoking a revoked key keeps
 * its first revocation time, so a repeated click is harmless.
 */
export async function revokeApiKey(ctx: ServiceContext, { id }: { id: string }): Promise<ApiKeyRecord> {
  requireSession(ctx);
  requireAdmin(ctx);
  const [key] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.organizationId, ctx.organizationId)))
    .returning();
  if (!key) throw notFound("API key");
  const [creator] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, key.createdByUserId));
  return toApiKeyRecord(key, creator ?? null);
}
