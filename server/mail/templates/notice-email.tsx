/** The shape the notice emails share: subject, heading, greeting, one paragraph, then any extras. */
import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

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
  const title = translate(locale, `email.${kind}.subject`, { subject: data.subject });
  return {
    subject: title,
    element: (
      <EmailLayout
        locale={locale}
        title={title}
        preview={intro}
        heading={translate(locale, `email.${kind}.heading`)}
        signerName={data.signerName}
        organizationName={data.organizationName}
      >
        <Text style={paragraph}>{intro}</Text>
        {extra}
      </EmailLayout>
    ),
  };
}
