import { z } from "zod";
import { getKioskState } from "../../services/kiosk/get-kiosk-state";
import { router, sessionProcedure } from "../init";

export const kioskRouter = router({
  state: sessionProcedure.input(z.object({ processId: z.string() })).query(({ ctx, input }) => getKioskState(ctx.session, input)),
});
