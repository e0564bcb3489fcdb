/**
 * The scale-out choice: text messages go out through Twilio's Messages REST API, one form
 * POST with basic auth; no SDK needed for that.
 */
import { SmsDeliveryError, type OutgoingSms, type SmsTransport } from "./sms-transport";

export const TWILIO_API_URL = "https://api.twilio.com";
const REQUEST_TIMEOUT_MS = 15_000;

export interface TwilioSmsTransportOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio phone number in E.164 or an alphanumeric sender ID. */
  from: string;
  /** Tests pass a fake that records the request. */
  fetch?: typeof fetch;
}

interface TwilioError {
  code?: number;
  message?: string;
}

export class TwilioSmsTransport implements SmsTransport {
  readonly name = "twilio" as const;
  private readonly options: TwilioSmsTransportOptions;
  private readonly fetch: typeof fetch;

  constructor(options: TwilioSmsTransportOptions) {
    this.options = options;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(message: OutgoingSms): Promise<{ id: string }> {
    const { accountSid, authToken, from } = this.options;
    const url = `${TWILIO_API_URL}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams({ To: message.to, From: from, Body: message.text }).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsDeliveryError(`Twilio could not be reached: ${(error as Error).message}`, { statusCode: null, cause: error });
    }

    const body = (await response.json().catch(() => ({}))) as { sid?: string } & TwilioError;
    if (!response.ok) {
      // Note: the error names the problem but never repeats the message text, which may hold a code.
      const reason = body.message ?? (response.statusText || "no reason given");
      throw new SmsDeliveryError(
        `Twilio refused the ${message.meta.kind} text message (HTTP ${response.status}${body.code ? `, error ${body.code}` : ""}): ${reason}`,
        { statusCode: response.status, providerCode: body.code ?? null },
      );
    }
    if (!body.sid) {
      throw new SmsDeliveryError(`Twilio answered HTTP ${response.status} without a message SID`, { statusCode: response.status });
    }
    return { id: body.sid };
  }
}
