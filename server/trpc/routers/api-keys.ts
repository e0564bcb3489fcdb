import { createApiKey } from "../../services/api-keys/create-api-key";
import { listApiKeys } from "../../services/api-keys/list-api-keys";
import { apiKeysCreate, apiKeysList, apiKeysRevoke } from "../../services/api-keys/operations";
import { revokeApiKey } from "../../services/api-keys/revoke-api-key";
import { router } from "../init";
import { procedureOver } from "../operation-procedure";

// Inputs and answers are checked by the /api/v1 operations' own schemas (server/services/api-keys/operations.ts).
export const apiKeysRouter = router({
  list: procedureOver(apiKeysList).query(({ ctx, input }) => listApiKeys(ctx.session, input)),
  create: procedureOver(apiKeysCreate).mutation(({ ctx, input }) => createApiKey(ctx.session, input)),
  revoke: procedureOver(apiKeysRevoke).mutation(({ ctx, input }) => revokeApiKey(ctx.session, input)),
});
