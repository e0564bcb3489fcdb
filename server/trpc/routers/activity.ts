import { activityList } from "../../services/activity/operations";
import { sessionsEnd, sessionsEndOthers, sessionsList } from "../../services/sessions/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** Settings, "Activity": the organization's log of admin actions. */
export const activityRouter = router({
  list: queryOf(activityList),
});

/** Settings, "Your sessions". */
export const sessionsRouter = router({
  list: queryOf(sessionsList),
  end: mutationOf(sessionsEnd),
  endOthers: mutationOf(sessionsEndOthers),
});
