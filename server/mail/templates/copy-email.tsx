import { Text } from "@react-email/components";
import { formatDateTime } from "@/lib/i18n/format-date-time";
import { translate } from "@/lib/i18n/translate";
import type { Language } from "@/lib/languages";
import { CallToAction } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { paragraph } from "./email-styles";
import { paragraphEmail } from "./paragraph-email";

export interface CopyEmailData {
  observerName: string;
  organizationName: string;
  subject: string;
  /** The signers' names, in sign order. */
  signerNames: string[];
  documentUrl: string;
  certificateUrl: string;
  /** When both links stop working (ISO 8601). */
  linksExpireAt: string;
  /** The signed PDF is attached (it is unless it is too large for email). */
  attached?: boolean;
}

/** To an observer: everyone signed, and here are the signed document and its certificate. */
export function copyEmail(locale: Language, data: CopyEmailData): EmailContent {
  const { organizationName, subject } = data;
  const signerNames = new Intl.ListFormat(locale, { type: "conjunction" }).format(data.signerNames);
  return paragraphEmail(locale, {
    subject: translate(locale, "email.copy.subject", { subject }),
    heading: translate(locale, "email.copy.heading"),
    recipientName: data.observerName,
    organizationName,
    intro: translate(locale, "email.copy.intro", { organizationName, subject, signerNames }),
    extra: (
      <>
        {data.attached && <Text style={paragraph}>{translate(locale, "email.completed.attached")}</Text>}
        <CallToAction locale={locale} href={data.documentUrl} label={translate(locale, "email.copy.documentButton")} />
        <CallToAction locale={locale} href={data.certificateUrl} label={translate(locale, "email.copy.certificateButton")} />
        <Text style={paragraph}>{translate(locale, "email.copy.expires", { expiresAt: formatDateTime(locale, data.linksExpireAt) })}</Text>
      </>
    ),
  });
}
