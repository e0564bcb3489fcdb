/**
 * Turns an email kind, a locale and its data into the three parts every transport sends. The
 * text part is derived from the HTML, so the two never say different things and every link
 * of the HTML is in the text too.
 */
import { render, toPlainText } from "@react-email/render";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import type { Language } from "@/lib/languages";
import { completedEmail, type CompletedEmailData } from "./completed-email";
import { copyEmail, type CopyEmailData } from "./copy-email";
import { declinedEmail, type DeclinedEmailData } from "./declined-email";
import type { EmailContent } from "./email-content";
import { expiredEmail, type ExpiredEmailData } from "./expired-email";
import { inviteEmail, type InviteEmailData } from "./invite-email";
import { memberInviteEmail, type MemberInviteEmailData } from "./member-invite-email";
import { passwordResetEmail, type PasswordResetEmailData } from "./password-reset-email";
import { publicLinkCodeEmail, type PublicLinkCodeEmailData } from "./public-link-code-email";
import { reminderEmail, type ReminderEmailData } from "./reminder-email";
import {
  senderCompletedEmail,
  senderDeclinedEmail,
  senderExpiredEmail,
  senderFinalizationFailedEmail,
  senderSignedEmail,
  type SenderDeclinedEmailData,
  type SenderSignedEmailData,
} from "./sender-emails";
import type { SenderNoticeData } from "./sender-notice-email";
import { testEmail, type TestEmailData } from "./test-email";
import { voidedEmail, type VoidedEmailData } from "./voided-email";

export interface EmailData {
  invite: InviteEmailData;
  reminder: ReminderEmailData;
  completed: CompletedEmailData;
  declined: DeclinedEmailData;
  voided: VoidedEmailData;
  expired: ExpiredEmailData;
  copy: CopyEmailData;
  "sender.signed": SenderSignedEmailData;
  "sender.declined": SenderDeclinedEmailData;
  "sender.completed": SenderNoticeData;
  "sender.expired": SenderNoticeData;
  "sender.finalizationFailed": SenderNoticeData;
  test: TestEmailData;
  "member.invite": MemberInviteEmailData;
  "password.reset": PasswordResetEmailData;
  "publicLink.code": PublicLinkCodeEmailData;
}

export type EmailKind = keyof EmailData;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const templates: { [K in EmailKind]: (locale: Language, data: EmailData[K]) => EmailContent } = {
  invite: inviteEmail,
  reminder: reminderEmail,
  completed: completedEmail,
  declined: declinedEmail,
  voided: voidedEmail,
  expired: expiredEmail,
  copy: copyEmail,
  "sender.signed": senderSignedEmail,
  "sender.declined": senderDeclinedEmail,
  "sender.completed": senderCompletedEmail,
  "sender.expired": senderExpiredEmail,
  "sender.finalizationFailed": senderFinalizationFailedEmail,
  test: testEmail,
  "member.invite": memberInviteEmail,
  "password.reset": passwordResetEmail,
  "publicLink.code": publicLinkCodeEmail,
};

/** `locale` is a stored or requested language ("de", "de-AT"); unknown ones get English. */
export async function renderEmail<K extends EmailKind>(
  kind: K,
  locale: string | null | undefined,
  data: EmailData[K],
): Promise<RenderedEmail> {
  const { subject, element } = templates[kind](resolveLanguage(locale), data);
  const html = await render(element);
  // Headings keep their case: html-to-text would otherwise shout them in capitals.
  const text = toPlainText(html, { selectors: [{ selector: "h1", options: { uppercase: false } }] });
  // A subject is one header line: names and titles come from users and may hold line breaks.
  return { subject: subject.replace(/\s+/g, " ").trim(), html, text };
}
