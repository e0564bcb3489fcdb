import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import type { EmailContent } from "./email-content";
import { noticeEmail } from "./notice-email";

export interface ExpiredEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
  /** An observer is told there will be no signed copy; a signer, that they need not sign. */
  audience?: "signer" | "observer";
}

/** The deadline passed before everyone signed; the document can no longer be signed. */
export function expiredEmail(locale: Language, data: ExpiredEmailData): EmailContent {
  const { organizationName, subject } = data;
  return noticeEmail(locale, "expired", data, {
    intro: translate(locale, data.audience === "observer" ? "email.expired.observerIntro" : "email.expired.intro", { organizationName, subject }),
  });
}
