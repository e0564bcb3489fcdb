import { apiKeyIdSchema, createApiKeySchema } from "@/lib/schemas/api-keys";
import { createApiKey } from "../../services/api-keys/create-api-key";
import { listApiKeys, listApiKeysSchema } from "../../services/api-keys/list-api-keys";
import { revokeApiKey } from "../../services/api-keys/revoke-api-key";
import { router, sessionProcedure } from "../init";

export const apiKeysRouter = router({
  list: sessionProcedure.input(listApiKeysSchema.partial()).query(({ ctx, input }) => listApiKeys(ctx.session, input)),
  create: sessionProcedure.input(createApiKeySchema).mutation(({ ctx, input }) => createApiKey(ctx.session, input)),
  revoke: sessionProcedure.input(apiKeyIdSchema).mutation(({ ctx, input }) => revokeApiKey(ctx.session, input)),
});
