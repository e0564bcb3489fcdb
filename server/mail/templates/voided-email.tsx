import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { Quote } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

export interface VoidedEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
  reason?: string | null;
}

/** The sender cancelled signing; the signer no longer needs to act. */
export function voidedEmail(locale: Language, data: VoidedEmailData): EmailContent {
  const { organizationName, subject } = data;
  const title = translate(locale, "email.voided.subject", { subject });
  const intro = translate(locale, "email.voided.intro", { organizationName, subject });
  return {
    subject: title,
    element: (
      <EmailLayout
        locale={locale}
        title={title}
        preview={intro}
        heading={translate(locale, "email.voided.heading")}
        signerName={data.signerName}
        organizationName={organizationName}
      >
        <Text style={paragraph}>{intro}</Text>
        {data.reason ? <Quote label={translate(locale, "email.reasonLabel")} text={data.reason} /> : null}
      </EmailLayout>
    ),
  };
}
