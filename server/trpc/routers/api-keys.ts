import { createApiKey } from "../../services/api-keys/create-api-key";
import { listApiKeys } from "../../services/api-keys/list-api-keys";
import { apiKeysCreate, apiKeysList, apiKeysRevoke } from "../../services/api-keys/operations";
import { revokeApiKey } from "../../services/api-keys/revoke-api-key";
import { operationInputSchema } from "../../services/operation";
import { router, sessionProcedure } from "../init";

// Inputs are the /api/v1 operations' own schemas (server/services/api-keys/operations.ts).
export const apiKeysRouter = router({
  list: sessionProcedure.input(operationInputSchema(apiKeysList)).query(({ ctx, input }) => listApiKeys(ctx.session, input)),
  create: sessionProcedure.input(operationInputSchema(apiKeysCreate)).mutation(({ ctx, input }) => createApiKey(ctx.session, input)),
  revoke: sessionProcedure.input(operationInputSchema(apiKeysRevoke)).mutation(({ ctx, input }) => revokeApiKey(ctx.session, input)),
});
