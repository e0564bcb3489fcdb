import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { createApiKeySchema } from "@/lib/schemas/api-keys";
import { apiKeys, memberships, users } from "../../db/schema";
import { AppError } from "../../errors";
import { actingUserId, requireAdmin, requireSession, type ServiceContext } from "../context";
import { toApiKeyRecord, type ApiKeyRecord } from "./api-key-record";
import { generateApiKey } from "./key-material";

export type CreatedApiKey = ApiKeyRecord & { apiKey: string };

/** The parsed body; the CLI and bootstrap, acting for nobody, also name the key's owner. */
export type ApiKeyCreation = z.output<typeof createApiKeySchema> & { createdByUserId?: string };

/**
 * Mints a key for the organization. Only a dashboard user (or the operator's CLI, acting for a
 * named user) may; the full key is returned here once and never again.
 */
export async function createApiKey(
  ctx: ServiceContext,
  input: ApiKeyCreation,
): Promise<CreatedApiKey> {
  requireSession(ctx);
  requireAdmin(ctx);
  const creatorId = actingUserId(ctx.actor) ?? input.createdByUserId;
  if (!creatorId) throw new AppError("VALIDATION_FAILED", ["user is required to own the key"]);

  const [creator] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(users.id, creatorId), eq(memberships.organizationId, ctx.organizationId)));
  if (!creator) throw new AppError("NOT_FOUND", "User not found in this organization");

  const material = generateApiKey();
  const [key] = await ctx.db
    .insert(apiKeys)
    .values({
      organizationId: ctx.organizationId,
      createdByUserId: creator.id,
      name: input.name,
      keyHash: material.hash,
      prefix: material.prefix,
      role: input.role,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning();
  return { ...toApiKeyRecord(key!, creator), apiKey: material.key };
}
