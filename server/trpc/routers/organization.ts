import { organizationGet, organizationUpdate } from "../../services/organizations/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

export const organizationRouter = router({
  get: queryOf(organizationGet),
  update: mutationOf(organizationUpdate),
});
