import {
  notificationsAddress,
  notificationsPreferences,
  notificationsUpdateAddress,
  notificationsUpdatePreferences,
} from "../../services/notifications/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** Emails to senders (Settings): the signed-in user's choices and the organization's address. */
export const notificationsRouter = router({
  preferences: queryOf(notificationsPreferences),
  updatePreferences: mutationOf(notificationsUpdatePreferences),
  address: queryOf(notificationsAddress),
  updateAddress: mutationOf(notificationsUpdateAddress),
});
