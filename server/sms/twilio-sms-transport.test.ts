/** Twilio's side is a fake fetch that parses the request as Twilio would and answers like it. */
import { describe, expect, it } from "vitest";
import { SmsDeliveryError, type OutgoingSms } from "./sms-transport";
import { TwilioSmsTransport } from "./twilio-sms-transport";

const ACCOUNT_SID = "AC0864209789abcdef0864209789abcdef";
const AUTH_TOKEN = "auth-token-secret";

const sms: OutgoingSms = {
  to: "+491701234567",
  text: "Your Signet code for Acme & Co: 864209. It expires in 10 minutes. Never share it.",
  meta: { signingProcessId: "p1", signerId: "s1", kind: "otp", code: "864209" },
};

function fakeTwilio(status: number, body: unknown, statusText = "") {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push(new Request(input, init));
    const payload = typeof body === "string" ? body : JSON.stringify(body);
    return new Response(payload, { status, statusText, headers: { "content-type": "application/json" } });
  };
  return { requests, fetch };
}

function transport(fetch: typeof globalThis.fetch) {
  return new TwilioSmsTransport({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: "+15005550006", fetch });
}

describe("TwilioSmsTransport", () => {
  it("posts To, From and Body as a form to the account's Messages resource with basic auth", async () => {
    const twilio = fakeTwilio(201, { sid: "SM0864209789abcdef0864209789abcdef", status: "queued" });

    const result = await transport(twilio.fetch).send(sms);

    expect(result).toEqual({ id: "SM0864209789abcdef0864209789abcdef" });
    expect(twilio.requests).toHaveLength(1);
    const request = twilio.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    const credentials = Buffer.from(request.headers.get("authorization")!.replace(/^Basic /, ""), "base64").toString();
    expect(credentials).toBe(`${ACCOUNT_SID}:${AUTH_TOKEN}`);
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(await request.text());
    expect(Object.fromEntries(form)).toEqual({ To: "+491701234567", From: "+15005550006", Body: sms.text });
  });

  it("throws an SmsDeliveryError with Twilio's message when Twilio answers 400", async () => {
    const twilio = fakeTwilio(400, {
      code: 21211,
      message: "The 'To' number +491701234567 is not a valid phone number.",
      more_info: "https://www.twilio.com/docs/errors/21211",
      status: 400,
    });

    const sending = transport(twilio.fetch).send(sms);
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.toMatchObject({
      message: expect.stringContaining("The 'To' number +491701234567 is not a valid phone number."),
      statusCode: 400,
      providerCode: 21211,
      retryable: false,
    });
    const error = (await sending.catch((caught: unknown) => caught)) as SmsDeliveryError;
    expect(error.message).not.toContain("864209");
  });

  it("names the HTTP status when Twilio's answer is not JSON, and marks server errors as worth retrying", async () => {
    const twilio = fakeTwilio(503, "<html>down</html>", "Service Unavailable");
    await expect(transport(twilio.fetch).send(sms)).rejects.toMatchObject({
      message: expect.stringContaining("HTTP 503"),
      retryable: true,
    });
  });

  it("throws an SmsDeliveryError worth retrying when Twilio cannot be reached", async () => {
    const unreachable: typeof fetch = async () => {
      throw new TypeError("fetch failed");
    };
    await expect(transport(unreachable).send(sms)).rejects.toMatchObject({
      name: "SmsDeliveryError",
      message: expect.stringContaining("could not be reached"),
      statusCode: null,
      retryable: true,
    });
  });
});
