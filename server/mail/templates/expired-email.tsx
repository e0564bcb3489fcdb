import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

export interface ExpiredEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
}

/** The deadline passed before everyone signed; the document can no longer be signed. */
export function expiredEmail(locale: Language, data: ExpiredEmailData): EmailContent {
  const { organizationName, subject } = data;
  const title = translate(locale, "email.expired.subject", { subject });
  const intro = translate(locale, "email.expired.intro", { organizationName, subject });
  return {
    subject: title,
    element: (
      <EmailLayout
        locale={locale}
        title={title}
        preview={intro}
        heading={translate(locale, "email.expired.heading")}
        signerName={data.signerName}
        organizationName={organizationName}
      >
        <Text style={paragraph}>{intro}</Text>
      </EmailLayout>
    ),
  };
}
