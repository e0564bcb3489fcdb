/** The dashboard's email settings and delivery log (docs/messaging.md): no /api/v1 path (docs/architecture.md). */
import { pageSchema } from "@/lib/pagination";
import { emailSenderSettingsSchema, listEmailDeliveriesSchema } from "@/lib/schemas/email";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { emailSenderSettingsRecordSchema, getEmailSenderSettings, updateEmailSenderSettings } from "./email-sender-settings";
import { emailDeliveryRecordSchema, listEmailDeliveries } from "./list-email-deliveries";
import { sendTestEmail, testEmailResultSchema } from "./send-test-email";

export const emailSenderSettings = defineOperation({
  name: "email.senderSettings",
  summary: "The sender name and reply-to address the organization's emails show.",
  access: "dashboard",
  output: emailSenderSettingsRecordSchema,
  handler: getEmailSenderSettings,
});

export const emailUpdateSenderSettings = defineOperation({
  name: "email.updateSenderSettings",
  summary: "Set or clear the sender name and reply-to address (admins).",
  access: "dashboard",
  input: emailSenderSettingsSchema,
  output: emailSenderSettingsRecordSchema,
  handler: updateEmailSenderSettings,
  activity: {
    before: getEmailSenderSettings,
    entry: (settings, input, before) => ({ action: "email.senderSettingsUpdated", before, after: { ...settings } }),
  },
});

export const emailSendTest = defineOperation({
  name: "email.sendTest",
  throttle: ["adminEmail"],
  summary: "Send a test email to the signed-in admin and answer what the mail server said.",
  access: "dashboard",
  output: testEmailResultSchema,
  handler: sendTestEmail,
  activity: notRecorded("a test email changes no setting; the organization's email deliveries list it"),
});

export const emailDeliveriesList = defineOperation({
  name: "email.deliveries",
  summary: "The emails sent about one process (anyone who may see it) or the organization (admins), newest first.",
  access: "dashboard",
  input: listEmailDeliveriesSchema,
  output: pageSchema(emailDeliveryRecordSchema),
  handler: listEmailDeliveries,
});
