import {
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorGetStatus,
  twoFactorRegenerateRecoveryCodes,
  twoFactorSetRequirement,
  twoFactorStartEnrolment,
} from "../../services/two-factor/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** Settings, "Two-factor sign-in", and the set-up page members are sent to when it is required. */
export const twoFactorRouter = router({
  status: queryOf(twoFactorGetStatus),
  startEnrolment: mutationOf(twoFactorStartEnrolment),
  confirm: mutationOf(twoFactorConfirm),
  disable: mutationOf(twoFactorDisable),
  regenerateRecoveryCodes: mutationOf(twoFactorRegenerateRecoveryCodes),
  setRequirement: mutationOf(twoFactorSetRequirement),
});
