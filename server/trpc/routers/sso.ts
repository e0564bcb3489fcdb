import { ssoDiscover, ssoRemove, ssoSave, ssoSettings } from "../../services/sso/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** Settings, "Single sign-on", and the sign-in page's lookup of an address's provider. */
export const ssoRouter = router({
  settings: queryOf(ssoSettings),
  save: mutationOf(ssoSave),
  remove: mutationOf(ssoRemove),
  discover: mutationOf(ssoDiscover),
});
