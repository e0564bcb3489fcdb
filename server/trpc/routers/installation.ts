import { installationChangeOrganization, installationIsOperator, installationOrganizations } from "../../services/organizations/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** The installation's operator in Settings: every organization's plan and read-only flag. */
export const installationRouter = router({
  isOperator: queryOf(installationIsOperator),
  organizations: queryOf(installationOrganizations),
  changeOrganization: mutationOf(installationChangeOrganization),
});
