/**
 * API keys as the installation's operator makes and revokes them (`signet keys create|revoke`):
 * the operator names an organization and optionally a user, or a key by its id alone, and the
 * same services as the dashboard's do the work as the system actor "cli".
 */
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { createApiKeySchema } from "@/lib/schemas/api-keys";
import type { Db } from "../../db/client";
import { apiKeys, memberships, organizations } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { DatabaseContext } from "../operation";
import { operatorContext } from "../operator-context";
import { createdApiKeySchema, apiKeyRecordSchema } from "./api-key-record";
import { createApiKey } from "./create-api-key";
import { revokeApiKey } from "./revoke-api-key";

export const operatorApiKeyCreationSchema = createApiKeySchema.extend({
  organizationId: z.uuid(),
  /** The key's owner; the organization's first OWNER when omitted. */
  userId: z.uuid().optional(),
});

/** What the operator is shown: the key once, and what identifies it. */
export const operatorCreatedApiKeySchema = createdApiKeySchema.pick({ id: true, apiKey: true, prefix: true, role: true, expiresAt: true });
export const operatorRevokedApiKeySchema = apiKeyRecordSchema.pick({ id: true, revokedAt: true });

/** A key needs a user to own it; without one named that is the organization's first OWNER. */
async function keyOwner(db: Db, organizationId: string, userId: string | undefined): Promise<string> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw notFound("Organization");
  if (userId) return userId;
  const [owner] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "OWNER")))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (!owner) throw new AppError("NOT_FOUND", "The organization has no OWNER; name the key's user with --user");
  return owner.userId;
}

export async function createOperatorApiKey(
  { db }: DatabaseContext,
  { organizationId, userId, ...input }: z.output<typeof operatorApiKeyCreationSchema>,
): Promise<z.output<typeof operatorCreatedApiKeySchema>> {
  const key = await createApiKey(operatorContext(db, organizationId), { ...input, createdByUserId: await keyOwner(db, organizationId, userId) });
  return { id: key.id, apiKey: key.apiKey, prefix: key.prefix, role: key.role, expiresAt: key.expiresAt };
}

export async function revokeOperatorApiKey({ db }: DatabaseContext, { id }: { id: string }): Promise<z.output<typeof operatorRevokedApiKeySchema>> {
  const [key] = await db.select({ organizationId: apiKeys.organizationId }).from(apiKeys).where(eq(apiKeys.id, id));
  if (!key) throw notFound("API key");
  const revoked = await revokeApiKey(operatorContext(db, key.organizationId), { id });
  return { id: revoked.id, revokedAt: revoked.revokedAt };
}
