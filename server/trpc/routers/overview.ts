import { getOverview } from "../../services/overview/get-overview";
import { router, sessionProcedure } from "../init";

export const overviewRouter = router({
  get: sessionProcedure.query(({ ctx }) => getOverview(ctx.session)),
});
