import { publicLinksCreate, publicLinksDelete, publicLinksGet, publicLinksList, publicLinksUpdate } from "../../services/public-links/operations";
import { router } from "../init";
import { mutationOver, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/public-links/operations.ts).
export const publicLinksRouter = router({
  list: queryOver(publicLinksList),
  get: queryOver(publicLinksGet),
  create: mutationOver(publicLinksCreate),
  update: mutationOver(publicLinksUpdate),
  remove: mutationOver(publicLinksDelete),
});
