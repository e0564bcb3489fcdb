import { installationOrganizationChangeSchema } from "@/lib/schemas/organizations";
import {
  changeInstallationOrganization,
  isInstallationOperator,
  listInstallationOrganizations,
} from "../../services/organizations/installation-operator";
import { router, sessionProcedure } from "../init";

/** The installation's operator in Settings: every organization's plan and read-only flag. */
export const installationRouter = router({
  isOperator: sessionProcedure.query(({ ctx }) => isInstallationOperator(ctx.session)),
  organizations: sessionProcedure.query(({ ctx }) => listInstallationOrganizations(ctx.session)),
  changeOrganization: sessionProcedure
    .input(installationOrganizationChangeSchema)
    .mutation(({ ctx, input }) => changeInstallationOrganization(ctx.session, input)),
});
