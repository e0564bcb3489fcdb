import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { Quote } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

export interface DeclinedEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
  /** The name of the signer who declined. */
  declinedBy: string;
  reason: string;
}

/** A signer declined, so signing stopped for everyone. */
export function declinedEmail(locale: Language, data: DeclinedEmailData): EmailContent {
  const { organizationName, subject } = data;
  const title = translate(locale, "email.declined.subject", { subject });
  const intro = translate(locale, "email.declined.intro", { organizationName, subject, declinedBy: data.declinedBy });
  return {
    subject: title,
    element: (
      <EmailLayout
        locale={locale}
        title={title}
        preview={intro}
        heading={translate(locale, "email.declined.heading")}
        signerName={data.signerName}
        organizationName={organizationName}
      >
        <Text style={paragraph}>{intro}</Text>
        <Quote label={translate(locale, "email.reasonLabel")} text={data.reason} />
      </EmailLayout>
    ),
  };
}
