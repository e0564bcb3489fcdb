/**
 * The body of an invitation and of a reminder: both ask the signer to sign, with the same
 * data; only the heading and the first sentence differ.
 */
import { Text } from "@react-email/components";
import type { Language } from "@/lib/languages";
import { formatDateTime } from "@/lib/i18n/format-date-time";
import { translate } from "@/lib/i18n/translate";
import { CallToAction, Quote } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

export interface SignRequestEmailData {
  signerName: string;
  organizationName: string;
  /** The document's title, as the sender named it. */
  subject: string;
  /** The sender's note to the signer. */
  message?: string | null;
  signUrl: string;
  /** ISO 8601. */
  expiresAt: string;
}

export function signRequestEmail(kind: "invite" | "reminder", locale: Language, data: SignRequestEmailData): EmailContent {
  const { organizationName, subject } = data;
  const title = translate(locale, `email.${kind}.subject`, { organizationName, subject });
  const intro = translate(locale, `email.${kind}.intro`, { organizationName, subject });
  return {
    subject: title,
    element: (
      <EmailLayout
        locale={locale}
        title={title}
        preview={intro}
        heading={translate(locale, `email.${kind}.heading`, { subject })}
        signerName={data.signerName}
        organizationName={organizationName}
      >
        <Text style={paragraph}>{intro}</Text>
        {data.message ? (
          <Quote label={translate(locale, "email.invite.noteLabel", { organizationName })} text={data.message} />
        ) : null}
        <Text style={paragraph}>
          {translate(locale, "email.invite.expires", { expiresAt: formatDateTime(locale, data.expiresAt) })}
        </Text>
        <CallToAction locale={locale} href={data.signUrl} label={translate(locale, "email.invite.button", { subject })} />
        <Text style={paragraph}>{translate(locale, "email.invite.personal")}</Text>
      </EmailLayout>
    ),
  };
}
