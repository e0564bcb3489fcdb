/**
 * The body of an invitation and of a reminder: both ask the signer to sign with the same link.
 * A reminder says who is waiting and since when, quotes the sender's personal note when there is
 * one, and says when the link expires only when asked to (docs/signing.md, "Reminders").
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
  /** ISO 8601; null: a reminder that leaves the expiry to a later one. */
  expiresAt: string | null;
  /** Reminders: the person who sent the document, and since when the signer's turn has waited (ISO 8601). */
  senderName?: string;
  waitingSince?: string;
}

export function signRequestEmail(kind: "invite" | "reminder", locale: Language, data: SignRequestEmailData): EmailContent {
  const { organizationName, subject } = data;
  const title = translate(locale, `email.${kind}.subject`, { organizationName, subject });
  const waiting = kind === "reminder" && data.senderName && data.waitingSince;
  const intro = waiting
    ? translate(locale, "email.reminder.waiting", {
        senderName: data.senderName!,
        organizationName,
        subject,
        since: formatDateTime(locale, data.waitingSince!),
      })
    : translate(locale, `email.${kind}.intro`, { organizationName, subject });
  const noteLabel = waiting
    ? translate(locale, "email.reminder.noteLabel", { senderName: data.senderName! })
    : translate(locale, "email.invite.noteLabel", { organizationName });
  const expiry = data.expiresAt
    ? translate(locale, kind === "reminder" ? "email.reminder.expires" : "email.invite.expires", { expiresAt: formatDateTime(locale, data.expiresAt) })
    : null;
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
        {data.message ? <Quote locale={locale} label={noteLabel} text={data.message} /> : null}
        {expiry ? <Text style={paragraph}>{expiry}</Text> : null}
        <CallToAction locale={locale} href={data.signUrl} label={translate(locale, "email.invite.button", { subject })} />
        <Text style={paragraph}>{translate(locale, "email.invite.personal")}</Text>
      </EmailLayout>
    ),
  };
}
