import { overviewGet } from "../../services/overview/operations";
import { router } from "../init";
import { queryOf } from "../operation-procedure";

export const overviewRouter = router({
  get: queryOf(overviewGet),
});
