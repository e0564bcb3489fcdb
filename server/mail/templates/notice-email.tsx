/** The notice emails about a process: their words come from `email.<kind>.*`. */
import type { ReactNode } from "react";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import type { EmailContent } from "./email-content";
import { paragraphEmail } from "./paragraph-email";

/** The kinds whose `email.<kind>.subject` takes `{subject}` and whose heading takes nothing. */
export type NoticeKind = "completed" | "completedSingle" | "declined" | "voided" | "expired";

export interface NoticeEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
}

/**
 * A notice email of `kind`: the subject and heading come from `email.<kind>.subject` and
 * `email.<kind>.heading`; `intro` (the translated `email.<kind>.intro`) is the preview line
 * and the first paragraph; `extra` follows it.
 */
export function noticeEmail(
  locale: Language,
  kind: NoticeKind,
  data: NoticeEmailData,
  { intro, extra }: { intro: string; extra?: ReactNode },
): EmailContent {
  return paragraphEmail(locale, {
    subject: translate(locale, `email.${kind}.subject`, { subject: data.subject }),
    heading: translate(locale, `email.${kind}.heading`),
    recipientName: data.signerName,
    organizationName: data.organizationName,
    intro,
    extra,
  });
}
