import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import type { EmailContent } from "./email-content";
import { paragraphEmail } from "./paragraph-email";

export interface TestEmailData {
  /** The admin who asked for it. */
  recipientName: string;
  organizationName: string;
}

/** Settings' "Send a test email": proof that this mail setup reaches people. */
export function testEmail(locale: Language, data: TestEmailData): EmailContent {
  const { organizationName } = data;
  return paragraphEmail(locale, {
    subject: translate(locale, "email.test.subject", { organizationName }),
    heading: translate(locale, "email.test.heading"),
    recipientName: data.recipientName,
    organizationName,
    intro: translate(locale, "email.test.intro", { organizationName }),
  });
}
