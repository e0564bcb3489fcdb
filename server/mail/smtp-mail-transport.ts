/**
 * Email through the operator's own mail server. One pooled connection per process; STARTTLS
 * whenever the server offers it (smtp://), TLS from the first byte for smtps://, and the user
 * name and password from the URL. Timeouts keep a silent server from holding a job for long.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { MailDeliveryError, type MailTransport, type OutgoingEmail, type SentEmail } from "./mail-transport";
import { senderAddress } from "./sender-address";

export interface SmtpMailTransportOptions {
  /** SMTP_URL: smtp://user:password@host:port or smtps://...; `?tls.rejectUnauthorized=false` accepts a self-signed certificate. */
  url: string;
  /** The sender, MAIL_FROM. */
  from: string;
}

const CONNECTION_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** What nodemailer adds to the errors it throws. */
interface SmtpFailure extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** The host alone, for messages: never the password of the URL. */
function serverName(url: string): string {
  return new URL(url).host;
}

/**
 * 4xx replies are the server's "try again later", and a lost or timed-out connection may heal;
 * a 5xx reply is final. Without a reply and without a network cause (a bad configuration), no.
 */
function retryable(failure: SmtpFailure): boolean {
  if (failure.responseCode !== undefined) return failure.responseCode < 500;
  return ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS"].includes(failure.code ?? "");
}

function describe(failure: SmtpFailure, server: string): string {
  const reply = failure.response?.trim();
  if (failure.code === "EAUTH") {
    return `The mail server ${server} did not accept Signet's sign-in; check the user name and password in SMTP_URL${reply ? ` (it answered: ${reply})` : ""}`;
  }
  if (reply) {
    const verdict = retryable(failure) ? "asked Signet to try again later" : "refused the message";
    return `The mail server ${server} ${verdict}; it answered: ${reply}`;
  }
  if (failure.code === "ETLS") return `A secure connection to the mail server ${server} could not be set up (${failure.message})`;
  if (retryable(failure)) return `The mail server ${server} could not be reached (${failure.message})`;
  return `The email could not be handed to the mail server ${server} (${failure.message})`;
}

export class SmtpMailTransport implements MailTransport {
  readonly name = "smtp" as const;
  private readonly transporter: Transporter;
  private readonly from: string;
  private readonly server: string;

  constructor(options: SmtpMailTransportOptions) {
    this.transporter = nodemailer.createTransport({
      url: options.url,
      pool: true,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
    this.from = options.from;
    this.server = serverName(options.url);
  }

  async send(message: OutgoingEmail): Promise<SentEmail> {
    try {
      const info = await this.transporter.sendMail({
        from: senderAddress(this.from, message.sender?.name),
        replyTo: message.sender?.replyTo ?? undefined,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map(({ fileName, contentType, content }) => ({ filename: fileName, contentType, content })),
        // RFC 3834: no mail client or server should answer an automatic message automatically.
        headers: { "Auto-Submitted": "auto-generated" },
      });
      return { id: info.messageId, reply: `The mail server ${this.server} accepted it; it answered: ${info.response}` };
    } catch (error) {
      const failure = error as SmtpFailure;
      throw new MailDeliveryError(describe(failure, this.server), {
        statusCode: failure.responseCode ?? null,
        retryable: retryable(failure),
        cause: error,
      });
    }
  }

  /** Ends the pooled connections (tests, shutdown). */
  close(): void {
    this.transporter.close();
  }
}
