import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { memberships, organizations } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { apiKeysCreate } from "@/server/services/api-keys/operations";
import { operationInputSchema } from "@/server/services/operation";
import { parseInput } from "@/server/services/parse-input";
import { defineCommand } from "../command";
import { operatorContext } from "../operator-context";

/** A key needs a user to own it; without --user that is the organization's first OWNER. */
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

/**
 * The service wants a date-time with an offset; an operator typing "2030-01-01" or a local
 * time means that moment, so ISO-shaped input is completed here. Anything else goes on as
 * typed and the service rejects it.
 */
function isoDateTime(value: string): string {
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

export const keysCreate = defineCommand({
  name: "keys create",
  required: { org: "ID", role: "ADMIN|MEMBER" },
  optional: { user: "USER_ID", name: "N", "expires-at": "ISO" },
  uuids: ["org", "user"],
  run: async ({ org, role, user, name, "expires-at": expiresAt }, { db }) => {
    // The flags go through the schema of POST /api-keys, so the CLI refuses what the API refuses.
    const input = parseInput(operationInputSchema(apiKeysCreate), {
      name: name ?? "CLI key",
      role,
      expiresAt: expiresAt === undefined ? undefined : isoDateTime(expiresAt),
    });
    const key = await createApiKey(
      operatorContext(db, org),
      { ...input, createdByUserId: await keyOwner(db, org, user) },
    );
    return { id: key.id, apiKey: key.apiKey, prefix: key.prefix, role: key.role, expiresAt: key.expiresAt };
  },
});
