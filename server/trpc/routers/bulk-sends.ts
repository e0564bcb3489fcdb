import { bulkSendsCreate, bulkSendsGet, bulkSendsList } from "../../services/bulk-sends/operations";
import { router } from "../init";
import { mutationOver, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/bulk-sends/operations.ts).
export const bulkSendsRouter = router({
  create: mutationOver(bulkSendsCreate),
  list: queryOver(bulkSendsList),
  get: queryOver(bulkSendsGet),
});
