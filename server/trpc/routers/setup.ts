import { setupComplete, setupStatus } from "../../services/organizations/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

export const setupRouter = router({
  status: queryOf(setupStatus),
  complete: mutationOf(setupComplete),
});
