/** The five emails to a process's sender (server/services/notifications), one function each. */
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { Quote } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { senderNoticeEmail, type SenderNoticeData } from "./sender-notice-email";

export interface SenderSignedEmailData extends SenderNoticeData {
  signerName: string;
  /** Never empty: the last signature sends "completed" instead. */
  nextSignerName: string;
}

export interface SenderDeclinedEmailData extends SenderNoticeData {
  signerName: string;
  reason: string;
}

export function senderSignedEmail(locale: Language, data: SenderSignedEmailData): EmailContent {
  const { subject, signerName, nextSignerName } = data;
  return senderNoticeEmail(locale, data, {
    title: translate(locale, "email.sender.signed.subject", { subject, signerName }),
    heading: translate(locale, "email.sender.signed.heading", { signerName }),
    intro: translate(locale, "email.sender.signed.intro", { subject, signerName, nextSignerName }),
  });
}

export function senderDeclinedEmail(locale: Language, data: SenderDeclinedEmailData): EmailContent {
  const { subject, signerName } = data;
  return senderNoticeEmail(locale, data, {
    title: translate(locale, "email.sender.declined.subject", { subject, signerName }),
    heading: translate(locale, "email.sender.declined.heading"),
    intro: translate(locale, "email.sender.declined.intro", { subject, signerName }),
    extra: data.reason ? <Quote locale={locale} label={translate(locale, "email.reasonLabel")} text={data.reason} /> : null,
  });
}

export function senderCompletedEmail(locale: Language, data: SenderNoticeData): EmailContent {
  return senderNoticeEmail(locale, data, {
    title: translate(locale, "email.sender.completed.subject", { subject: data.subject }),
    heading: translate(locale, "email.sender.completed.heading"),
    intro: translate(locale, "email.sender.completed.intro", { subject: data.subject }),
  });
}

export function senderExpiredEmail(locale: Language, data: SenderNoticeData): EmailContent {
  return senderNoticeEmail(locale, data, {
    title: translate(locale, "email.sender.expired.subject", { subject: data.subject }),
    heading: translate(locale, "email.sender.expired.heading"),
    intro: translate(locale, "email.sender.expired.intro", { subject: data.subject }),
  });
}

export function senderFinalizationFailedEmail(locale: Language, data: SenderNoticeData): EmailContent {
  return senderNoticeEmail(locale, data, {
    title: translate(locale, "email.sender.finalizationFailed.subject", { subject: data.subject }),
    heading: translate(locale, "email.sender.finalizationFailed.heading"),
    intro: translate(locale, "email.sender.finalizationFailed.intro", { subject: data.subject }),
  });
}
