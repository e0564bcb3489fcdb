import { eq } from "drizzle-orm";
import { apiKeys } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { apiKeysRevoke } from "@/server/services/api-keys/operations";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";
import { operationInputSchema } from "@/server/services/operation";
import { parseInput } from "@/server/services/parse-input";
import { defineCommand } from "../command";
import { operatorContext } from "../operator-context";

export const keysRevoke = defineCommand({
  name: "keys revoke",
  required: { id: "ID" },
  uuids: ["id"],
  run: async (flags, { db }) => {
    // The flags go through the schema of DELETE /api-keys/{id}.
    const { id } = parseInput(operationInputSchema(apiKeysRevoke), { id: flags.id });
    // The operator names a key, not an organization: the key says which one it belongs to.
    const [key] = await db.select({ organizationId: apiKeys.organizationId }).from(apiKeys).where(eq(apiKeys.id, id));
    if (!key) throw notFound("API key");
    const revoked = await revokeApiKey(
      operatorContext(db, key.organizationId),
      { id },
    );
    return { id: revoked.id, revokedAt: revoked.revokedAt };
  },
});
