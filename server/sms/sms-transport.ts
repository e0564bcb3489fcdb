/**
 * How a text message leaves Signet: the outbox (embedded default) or Twilio (scale-out). Code
 * sends through getSmsTransport() or sendOtpSms() and never cares which one answers.
 */
import type { OutboxMeta } from "@/server/outbox/outbox-message";

export interface OutgoingSms {
  /** E.164, e.g. +491701234567. */
  to: string;
  text: string;
  meta: OutboxMeta;
}

export interface SmsTransport {
  readonly name: "outbox" | "twilio";
  /** The id is the outbox message's or Twilio's message SID; throws SmsDeliveryError when refused. */
  send(message: OutgoingSms): Promise<{ id: string }>;
}

/**
 * The provider refused or could not take the message; the message is the provider's own.
 * `retryable` says whether trying again later may help (network failures, rate limits,
 * provider errors) or not (an invalid number, wrong credentials).
 */
export class SmsDeliveryError extends Error {
  readonly statusCode: number | null;
  /** Twilio's error code, e.g. 21211 for an invalid "To" number. */
  readonly providerCode: number | null;
  readonly retryable: boolean;

  constructor(message: string, options: { statusCode: number | null; providerCode?: number | null; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "SmsDeliveryError";
    this.statusCode = options.statusCode;
    this.providerCode = options.providerCode ?? null;
    this.retryable = options.statusCode === null || options.statusCode === 429 || options.statusCode >= 500;
  }
}
