import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { Quote } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { noticeEmail } from "./notice-email";

export interface VoidedEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
  /** An observer is told there will be no signed copy; a signer, that they need not sign. */
  audience?: "signer" | "observer";
  reason?: string | null;
}

/** The sender cancelled signing; the signer no longer needs to act. */
export function voidedEmail(locale: Language, data: VoidedEmailData): EmailContent {
  const { organizationName, subject } = data;
  return noticeEmail(locale, "voided", data, {
    intro: translate(locale, data.audience === "observer" ? "email.voided.observerIntro" : "email.voided.intro", { organizationName, subject }),
    extra: data.reason ? <Quote locale={locale} label={translate(locale, "email.reasonLabel")} text={data.reason} /> : null,
  });
}
