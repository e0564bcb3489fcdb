/** The one call services make to email someone: render the kind in the locale, then send. */
import { getMailTransport } from "./get-mail-transport";
import type { MailTransport } from "./mail-transport";
import { renderEmail, type EmailData, type EmailKind } from "./templates/render-email";

/** What the message is about; `kind` is taken from the email kind. */
export type EmailMeta = { signingProcessId: string | null; signerId: string | null } & Record<string, unknown>;

export interface SendEmailInput<K extends EmailKind> {
  kind: K;
  /** The signer's or organization's language; unknown ones get English. */
  locale: string | null | undefined;
  to: string;
  data: EmailData[K];
  meta: EmailMeta;
}

export async function sendEmail<K extends EmailKind>(
  input: SendEmailInput<K>,
): Promise<{ id: string; transport: MailTransport["name"] }> {
  const { subject, html, text } = await renderEmail(input.kind, input.locale, input.data);
  const transport = getMailTransport();
  const { id } = await transport.send({ to: input.to, subject, html, text, meta: { ...input.meta, kind: input.kind } });
  return { id, transport: transport.name };
}
