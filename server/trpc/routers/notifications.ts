import { notificationAddressSchema, notificationPreferencesSchema } from "@/lib/schemas/notifications";
import { getNotificationPreferences, updateNotificationPreferences } from "../../services/notifications/notification-preferences";
import { getNotificationAddress, updateNotificationAddress } from "../../services/notifications/organization-notification-address";
import { router, sessionProcedure } from "../init";

/** Emails to senders (Settings): the signed-in user's choices and the organization's address. */
export const notificationsRouter = router({
  preferences: sessionProcedure.query(({ ctx }) => getNotificationPreferences(ctx.session)),
  updatePreferences: sessionProcedure
    .input(notificationPreferencesSchema)
    .mutation(({ ctx, input }) => updateNotificationPreferences(ctx.session, input)),
  address: sessionProcedure.query(({ ctx }) => getNotificationAddress(ctx.session)),
  updateAddress: sessionProcedure.input(notificationAddressSchema).mutation(({ ctx, input }) => updateNotificationAddress(ctx.session, input)),
});
