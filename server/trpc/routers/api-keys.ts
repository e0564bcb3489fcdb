import { apiKeyRecordSchema } from "../../services/api-keys/api-key-record";
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
  // REST answers 204 with no body; the dashboard shows the revoked key at once, so it gets the record.
  revoke: procedureOver({ ...apiKeysRevoke, output: apiKeyRecordSchema }).mutation(({ ctx, input }) => revokeApiKey(ctx.session, input)),
});
