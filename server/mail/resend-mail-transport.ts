/** The scale-out choice: emails go out through Resend's API with the official SDK. */
import { Resend } from "resend";
import { MailDeliveryError, type MailTransport, type OutgoingEmail, type SentEmail } from "./mail-transport";
import { formatSenderAddress, senderAddress } from "./sender-address";

export const RESEND_API_URL = "https://api.resend.com";

export interface ResendMailTransportOptions {
  apiKey: string;
  /** The sender, MAIL_FROM. */
  from: string;
  /**
   * Resend's API address. Note: passed explicitly so the SDK never falls back to reading
   * RESEND_BASE_URL from process.env itself; tests point it at a local server.
   */
  baseUrl?: string;
}

/** No status (the network), a rate limit and Resend's own failures pass; a refusal stays one. */
function resendMayAcceptLater(statusCode: number | null): boolean {
  return statusCode === null || statusCode === 429 || statusCode >= 500;
}

export class ResendMailTransport implements MailTransport {
  readonly name = "resend" as const;
  private readonly client: Resend;
  private readonly from: string;

  constructor(options: ResendMailTransportOptions) {
    this.client = new Resend(options.apiKey, { baseUrl: options.baseUrl ?? RESEND_API_URL });
    this.from = options.from;
  }

  async send(message: OutgoingEmail): Promise<SentEmail> {
    // The SDK does not throw: network failures and refusals both come back as `error`.
    const { data, error } = await this.client.emails.send({
      from: formatSenderAddress(senderAddress(this.from, message.sender?.name)),
      replyTo: message.sender?.replyTo ?? undefined,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments?.map(({ fileName, contentType, content }) => ({ filename: fileName, contentType, content })),
      tags: [{ name: "kind", value: message.meta.kind }],
    });
    if (error) {
      throw new MailDeliveryError(`Resend did not accept the ${message.meta.kind} email: ${error.message} (${error.name})`, {
        statusCode: error.statusCode ?? null,
        retryable: resendMayAcceptLater(error.statusCode ?? null),
        cause: error,
      });
    }
    return { id: data.id, reply: `Resend accepted it as ${data.id}` };
  }
}
