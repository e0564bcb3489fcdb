/**
 * The shape every email to a process's sender shares: subject, heading, greeting, one sentence,
 * any extras, then a button to the process in the dashboard. The footer says why the email
 * came and how to stop it.
 */
import type { ReactNode } from "react";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { Text } from "@react-email/components";
import { CallToAction } from "./email-blocks";
import { paragraph } from "./email-styles";
import type { EmailContent } from "./email-content";
import { paragraphEmail } from "./paragraph-email";

export interface SenderNoticeData {
  /** The dashboard user, or the organization for its notification address. */
  recipientName: string;
  organizationName: string;
  subject: string;
  /** The process's page in the dashboard. */
  processUrl: string;
  /** Why this email came: the recipient sent the process, or is the organization's address. */
  via: "creator" | "organizationAddress";
  /** The signers reminded so far (manual and automatic) and how often; absent or empty: none. */
  reminders?: { signerName: string; count: number }[];
}

export function senderNoticeEmail(
  locale: Language,
  data: SenderNoticeData,
  { title, heading, intro, extra }: { title: string; heading: string; intro: string; extra?: ReactNode },
): EmailContent {
  const { organizationName, subject } = data;
  const footer =
    data.via === "creator"
      ? translate(locale, "email.sender.footer.creator")
      : translate(locale, "email.sender.footer.organizationAddress", { organizationName });
  return paragraphEmail(locale, {
    subject: title,
    heading,
    recipientName: data.recipientName,
    organizationName,
    intro,
    footer,
    extra: (
      <>
        {extra}
        {data.reminders?.length ? (
          <Text style={paragraph}>
            {translate(locale, "email.sender.reminders", {
              list: data.reminders.map((entry) => translate(locale, "email.sender.remindersEntry", { signerName: entry.signerName, count: entry.count })).join(", "),
            })}
          </Text>
        ) : null}
        <CallToAction locale={locale} href={data.processUrl} label={translate(locale, "email.sender.button", { subject })} />
      </>
    ),
  });
}
