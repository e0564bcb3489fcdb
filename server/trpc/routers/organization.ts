import { updateOrganizationSettingsSchema } from "@/lib/schemas/organizations";
import { getOrganization, updateOrganizationSettings } from "../../services/organizations/organization-settings";
import { router, sessionProcedure } from "../init";

export const organizationRouter = router({
  get: sessionProcedure.query(({ ctx }) => getOrganization(ctx.session)),
  update: sessionProcedure
    .input(updateOrganizationSettingsSchema)
    .mutation(({ ctx, input }) => updateOrganizationSettings(ctx.session, input)),
});
