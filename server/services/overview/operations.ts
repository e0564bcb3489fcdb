/** The dashboard's Overview (docs/dashboard.md): no /api/v1 path (docs/architecture.md). */
import { defineOperation } from "../operation";
import { getOverview, overviewSchema } from "./get-overview";

export const overviewGet = defineOperation({
  name: "overview.get",
  summary: "The signed-in user's work at a glance: counts, what needs them, recent activity, quota use.",
  access: "dashboard",
  output: overviewSchema,
  handler: (ctx) => getOverview(ctx),
});
