/**
 * How an email leaves Signet: the outbox (embedded default), a mail server over SMTP, or Resend.
 * Code sends through getMailTransport() or sendEmail() and never cares which one answers.
 */
import type { OutboxMeta } from "@/server/outbox/outbox-message";

/** A file sent with an email (the signed document with a completion email). */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The organization's sender name and reply-to address, shown to the reader; the address in
   * MAIL_FROM stays the sender, so the mail server's SPF and DKIM setup keeps working.
   */
  sender?: { name: string | null; replyTo: string | null };
  attachments?: EmailAttachment[];
  meta: OutboxMeta;
}

export interface SentEmail {
  /** The outbox message's id, the Message-ID or the provider's id. */
  id: string;
  /** What the server or provider answered, in a sentence (Settings' test email shows it). */
  reply: string;
}

export interface MailTransport {
  readonly name: "outbox" | "smtp" | "resend";
  /** Throws MailDeliveryError when refused. */
  send(message: OutgoingEmail): Promise<SentEmail>;
  /** Ends open connections (a mail server's pool). */
  close?(): void;
}

/**
 * The server or provider refused or could not take the email. `retryable` says whether trying
 * again later may help (a lost connection, a busy server) or not (an unknown address, a wrong
 * password). The message says so in plain words, with the server's own answer where it gave one.
 */
export class MailDeliveryError extends Error {
  readonly statusCode: number | null;
  readonly retryable: boolean;

  constructor(message: string, options: { statusCode: number | null; retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "MailDeliveryError";
    this.statusCode = options.statusCode;
    this.retryable = options.retryable;
  }
}
