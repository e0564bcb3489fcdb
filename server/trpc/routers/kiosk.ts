import { kioskFinish, kioskLock, kioskStart, kioskState, kioskUnlock } from "../../services/kiosk/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

export const kioskRouter = router({
  state: queryOf(kioskState),
  start: mutationOf(kioskStart),
  unlock: mutationOf(kioskUnlock),
  lock: mutationOf(kioskLock),
  finish: mutationOf(kioskFinish),
});
