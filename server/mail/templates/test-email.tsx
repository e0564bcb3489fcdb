import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

export interface TestEmailData {
  /** The admin who asked for it. */
  recipientName: string;
  organizationName: string;
}

/** Settings' "Send a test email": proof that this mail setup reaches people. */
export function testEmail(locale: Language, data: TestEmailData): EmailContent {
  const { organizationName } = data;
  const title = translate(locale, "email.test.subject", { organizationName });
  const intro = translate(locale, "email.test.intro", { organizationName });
  return {
    subject: title,
    element: (
      <EmailLayout
        locale={locale}
        title={title}
        preview={intro}
        heading={translate(locale, "email.test.heading")}
        signerName={data.recipientName}
        organizationName={organizationName}
      >
        <Text style={paragraph}>{intro}</Text>
      </EmailLayout>
    ),
  };
}
