import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { CallToAction } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { paragraph } from "./email-styles";
import { noticeEmail } from "./notice-email";

export interface CompletedEmailData {
  signerName: string;
  organizationName: string;
  subject: string;
  /** Where this signer downloads their copy of the signed document. */
  downloadUrl: string;
  /** How many signed: a single signer is never told that "everyone" has. */
  signerCount: number;
  /** The signed PDF is attached (it is unless it is too large for email). */
  attached?: boolean;
}

/** Everyone has signed (or the only signer has): the signer's copy is ready. */
export function completedEmail(locale: Language, data: CompletedEmailData): EmailContent {
  const { organizationName, subject } = data;
  const kind = data.signerCount === 1 ? "completedSingle" : "completed";
  return noticeEmail(locale, kind, data, {
    intro: translate(locale, `email.${kind}.intro`, { organizationName, subject }),
    extra: (
      <>
        {data.attached && <Text style={paragraph}>{translate(locale, "email.completed.attached")}</Text>}
        <CallToAction locale={locale} href={data.downloadUrl} label={translate(locale, "email.completed.button", { subject })} />
      </>
    ),
  });
}
