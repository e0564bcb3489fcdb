import { exportsCreate, exportsGet, exportsList } from "../../services/exports/operations";
import { router } from "../init";
import { mutationOver, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/exports/operations.ts).
export const exportsRouter = router({
  create: mutationOver(exportsCreate),
  list: queryOver(exportsList),
  get: queryOver(exportsGet),
});
