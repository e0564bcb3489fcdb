import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import type { EmailContent } from "./email-content";
import { paragraph } from "./email-styles";
import { paragraphEmail } from "./paragraph-email";

export interface PublicLinkCodeEmailData {
  /** The visitor, as they typed their name. */
  recipientName: string;
  organizationName: string;
  templateName: string;
  code: string;
}

/** A public link's page: the six digits that confirm the visitor's email before a signing starts. */
export function publicLinkCodeEmail(locale: Language, data: PublicLinkCodeEmailData): EmailContent {
  const { organizationName, templateName, code } = data;
  return paragraphEmail(locale, {
    subject: translate(locale, "email.publicLinkCode.subject", { code, templateName }),
    heading: translate(locale, "email.publicLinkCode.heading"),
    recipientName: data.recipientName,
    organizationName,
    intro: translate(locale, "email.publicLinkCode.intro", { templateName, organizationName, code }),
    extra: (
      <>
        <Text style={paragraph}>{translate(locale, "email.publicLinkCode.expires")}</Text>
        <Text style={paragraph}>{translate(locale, "email.publicLinkCode.ignore")}</Text>
      </>
    ),
  });
}
