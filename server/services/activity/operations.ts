/** Settings, "Activity" (docs/people.md): no /api/v1 path (docs/architecture.md). */
import { listActivitySchema } from "@/lib/schemas/activity";
import { defineOperation } from "../operation";
import { activityPageSchema, listActivity } from "./list-activity";

export const activityList = defineOperation({
  name: "activity.list",
  summary: "The organization's activity log, newest first, by kind, actor and period (owners and admins).",
  access: "dashboard",
  input: listActivitySchema,
  output: activityPageSchema,
  handler: listActivity,
});
