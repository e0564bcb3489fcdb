import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { CallToAction } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

export interface CompletedEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
  /** Where this signer downloads their copy of the signed document. */
  downloadUrl: string;
}

/** Everyone has signed: the signer's copy is ready. */
export function completedEmail(locale: Language, data: CompletedEmailData): EmailContent {
  const { organizationName, subject } = data;
  const title = translate(locale, "email.completed.subject", { subject });
  const intro = translate(locale, "email.completed.intro", { organizationName, subject });
  return {
    subject: title,
    element: (
      <EmailLayout
        locale={locale}
        title={title}
        preview={intro}
        heading={translate(locale, "email.completed.heading")}
        signerName={data.signerName}
        organizationName={organizationName}
      >
        <Text style={paragraph}>{intro}</Text>
        <CallToAction locale={locale} href={data.downloadUrl} label={translate(locale, "email.completed.button", { subject })} />
      </EmailLayout>
    ),
  };
}
