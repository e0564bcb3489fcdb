import { apiKeysCreate, apiKeysList, apiKeysRevoke } from "../../services/api-keys/operations";
import { router } from "../init";
import { mutationOver, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/api-keys/operations.ts).
export const apiKeysRouter = router({
  list: queryOver(apiKeysList),
  create: mutationOver(apiKeysCreate),
  revoke: mutationOver(apiKeysRevoke),
});
