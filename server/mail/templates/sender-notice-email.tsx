/**
 * The shape every email to a process's sender shares: subject, heading, greeting, one sentence,
 * any extras, then a button to the process in the dashboard. The footer says why the email
 * came and how to stop it.
 */
import type { ReactNode } from "react";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { CallToAction } from "./email-blocks";
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
        <CallToAction locale={locale} href={data.processUrl} label={translate(locale, "email.sender.button", { subject })} />
      </>
    ),
  });
}
