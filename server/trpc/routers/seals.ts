import { sealRemove, sealSettings, sealUpload } from "../../services/seals/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** Settings, "Document seal". */
export const sealsRouter = router({
  settings: queryOf(sealSettings),
  upload: mutationOf(sealUpload),
  remove: mutationOf(sealRemove),
});
