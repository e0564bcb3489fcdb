import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { Quote } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { noticeEmail } from "./notice-email";

export interface DeclinedEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
  /** An observer is told there will be no signed copy; a signer, that they need not sign. */
  audience?: "signer" | "observer";
  /** The name of the signer who declined. */
  declinedBy: string;
  reason: string;
}

/** A signer declined, so signing stopped for everyone. */
export function declinedEmail(locale: Language, data: DeclinedEmailData): EmailContent {
  const { organizationName, subject } = data;
  return noticeEmail(locale, "declined", data, {
    intro: translate(locale, data.audience === "observer" ? "email.declined.observerIntro" : "email.declined.intro", { organizationName, subject, declinedBy: data.declinedBy }),
    extra: <Quote locale={locale} label={translate(locale, "email.reasonLabel")} text={data.reason} />,
  });
}
