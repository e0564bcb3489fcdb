import { eq } from "drizzle-orm";
import { apiKeys } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";
import { defineCommand } from "../command";

export const keysRevoke = defineCommand({
  name: "keys revoke",
  required: { id: "ID" },
  uuids: ["id"],
  run: async ({ id }, { db }) => {
    // The operator names a key, not an organization: the key says which one it belongs to.
    const [key] = await db.select({ organizationId: apiKeys.organizationId }).from(apiKeys).where(eq(apiKeys.id, id));
    if (!key) throw notFound("API key");
    const revoked = await revokeApiKey(
      { db, organizationId: key.organizationId, actor: { kind: "SYSTEM", id: null, name: "cli" } },
      { id },
    );
    return { id: revoked.id, revokedAt: revoked.revokedAt };
  },
});
