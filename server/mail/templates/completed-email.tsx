import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { CallToAction } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { noticeEmail } from "./notice-email";

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
  return noticeEmail(locale, "completed", data, {
    intro: translate(locale, "email.completed.intro", { organizationName, subject }),
    extra: <CallToAction locale={locale} href={data.downloadUrl} label={translate(locale, "email.completed.button", { subject })} />,
  });
}
