/** The dashboard's Settings for emails to senders: no /api/v1 path (docs/architecture.md). */
import { notificationAddressSchema, notificationPreferencesSchema } from "@/lib/schemas/notifications";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { getNotificationPreferences, updateNotificationPreferences } from "./notification-preferences";
import { getNotificationAddress, notificationAddressRecordSchema, updateNotificationAddress } from "./organization-notification-address";

export const notificationsPreferences = defineOperation({
  name: "notifications.preferences",
  summary: "The signed-in user's choice of emails about their own processes.",
  access: "dashboard",
  output: notificationPreferencesSchema,
  handler: getNotificationPreferences,
});

export const notificationsUpdatePreferences = defineOperation({
  name: "notifications.updatePreferences",
  summary: "Turn each kind of email to the signed-in user on or off.",
  access: "dashboard",
  input: notificationPreferencesSchema,
  output: notificationPreferencesSchema,
  handler: updateNotificationPreferences,
  activity: notRecorded("each user chooses the notifications they receive; no organization setting changes"),
});

export const notificationsAddress = defineOperation({
  name: "notifications.address",
  summary: "The organization's notification address, for processes no dashboard user created.",
  access: "dashboard",
  output: notificationAddressRecordSchema,
  handler: getNotificationAddress,
});

export const notificationsUpdateAddress = defineOperation({
  name: "notifications.updateAddress",
  summary: "Set or clear the organization's notification address (admins).",
  access: "dashboard",
  input: notificationAddressSchema,
  output: notificationAddressRecordSchema,
  handler: updateNotificationAddress,
  activity: {
    before: getNotificationAddress,
    entry: (address, input, before) => ({ action: "notifications.addressUpdated", before, after: { ...address } }),
  },
});
