/**
 * How an email leaves Signet: the outbox (embedded default) or Resend (scale-out). Code sends
 * through getMailTransport() or sendEmail() and never cares which one answers.
 */
import type { OutboxMeta } from "@/server/outbox/outbox-message";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  meta: OutboxMeta;
}

export interface MailTransport {
  readonly name: "outbox" | "resend";
  /** The id is the outbox message's or the provider's; throws MailDeliveryError when refused. */
  send(message: OutgoingEmail): Promise<{ id: string }>;
}

/**
 * The provider refused or could not take the email. `retryable` says whether trying again
 * later may help (network failures, rate limits, provider errors) or not (a bad address, a
 * wrong key).
 */
export class MailDeliveryError extends Error {
  readonly statusCode: number | null;
  readonly retryable: boolean;

  constructor(message: string, options: { statusCode: number | null; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "MailDeliveryError";
    this.statusCode = options.statusCode;
    this.retryable = options.statusCode === null || options.statusCode === 429 || options.statusCode >= 500;
  }
}
