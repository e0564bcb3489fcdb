import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { CallToAction } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

export interface PasswordResetEmailData {
  recipientName: string;
  organizationName: string;
  resetUrl: string;
}

/** "Forgot password": a link that works once, for 30 minutes. */
export function passwordResetEmail(locale: Language, data: PasswordResetEmailData): EmailContent {
  const { organizationName } = data;
  const title = translate(locale, "email.passwordReset.subject");
  const intro = translate(locale, "email.passwordReset.intro", { organizationName });
  return {
    subject: title,
    element: (
      <EmailLayout
        locale={locale}
        title={title}
        preview={intro}
        heading={translate(locale, "email.passwordReset.heading")}
        signerName={data.recipientName}
        organizationName={organizationName}
      >
        <Text style={paragraph}>{intro}</Text>
        <CallToAction locale={locale} href={data.resetUrl} label={translate(locale, "email.passwordReset.button")} />
        <Text style={paragraph}>{translate(locale, "email.passwordReset.expires")}</Text>
        <Text style={paragraph}>{translate(locale, "email.passwordReset.ignore")}</Text>
      </EmailLayout>
    ),
  };
}
