import { z } from "zod";
import { getKioskState } from "../../services/kiosk/get-kiosk-state";
import { finishKiosk, kioskPinSchema, lockKiosk, startKioskSession, unlockKiosk } from "../../services/kiosk/kiosk-session";
import { router, sessionProcedure } from "../init";

const processInput = z.object({ processId: z.string() });
// A PIN being checked is not validated beyond its length: a wrong one is counted like any other.
const pinInput = processInput.extend({ pin: z.string().max(64) });

export const kioskRouter = router({
  state: sessionProcedure.input(processInput).query(({ ctx, input }) => getKioskState(ctx.session, input)),
  start: sessionProcedure
    .input(processInput.extend({ pin: kioskPinSchema, password: z.string().max(1000).optional() }))
    .mutation(({ ctx, input }) => startKioskSession(ctx.session, input)),
  unlock: sessionProcedure.input(pinInput).mutation(({ ctx, input }) => unlockKiosk(ctx.session, input)),
  lock: sessionProcedure.input(processInput).mutation(({ ctx, input }) => lockKiosk(ctx.session, input)),
  finish: sessionProcedure.input(pinInput).mutation(({ ctx, input }) => finishKiosk(ctx.session, input)),
});
