import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { CallToAction } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { paragraph } from "./email-styles";
import { paragraphEmail } from "./paragraph-email";

export interface PasswordResetEmailData {
  recipientName: string;
  organizationName: string;
  resetUrl: string;
}

/** "Forgot password": a link that works once, for 30 minutes. */
export function passwordResetEmail(locale: Language, data: PasswordResetEmailData): EmailContent {
  const { organizationName } = data;
  return paragraphEmail(locale, {
    subject: translate(locale, "email.passwordReset.subject"),
    heading: translate(locale, "email.passwordReset.heading"),
    recipientName: data.recipientName,
    organizationName,
    intro: translate(locale, "email.passwordReset.intro", { organizationName }),
    extra: (
      <>
        <CallToAction locale={locale} href={data.resetUrl} label={translate(locale, "email.passwordReset.button")} />
        <Text style={paragraph}>{translate(locale, "email.passwordReset.expires")}</Text>
        <Text style={paragraph}>{translate(locale, "email.passwordReset.ignore")}</Text>
      </>
    ),
  });
}
