import { passwordsChange, passwordsCheckReset, passwordsRequestReset, passwordsReset } from "../../services/users/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** Passwords: "forgot password" for visitors, and changing one's own when signed in. */
export const passwordsRouter = router({
  requestReset: mutationOf(passwordsRequestReset),
  checkReset: queryOf(passwordsCheckReset),
  reset: mutationOf(passwordsReset),
  change: mutationOf(passwordsChange),
});
