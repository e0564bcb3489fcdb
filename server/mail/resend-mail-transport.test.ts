/**
 * The real Resend SDK against a local stand-in for api.resend.com: the SDK takes a base URL,
 * so the test sees exactly the HTTP request Resend would, and answers like Resend does.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MailDeliveryError, type OutgoingEmail } from "./mail-transport";
import { ResendMailTransport } from "./resend-mail-transport";

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

let server: Server;
let baseUrl: string;
let requests: RecordedRequest[];
let answer: { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: { id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" } };
});

/** An address where nothing listens: a port just freed. */
async function unusedAddress(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const email: OutgoingEmail = {
  to: "anna@example.test",
  subject: "Acme asks you to sign “NDA”",
  text: "Sign: http://localhost:3000/sign/tok",
  html: '<a href="http://localhost:3000/sign/tok">Sign</a>',
  meta: { signingProcessId: "p1", signerId: "s1", kind: "invite" },
};

function transport() {
  return new ResendMailTransport({ apiKey: "re_test_123", from: "Signet <signing@example.test>", baseUrl });
}

describe("ResendMailTransport", () => {
  it("sends the email through Resend's API with the key, the sender and both parts", async () => {
    const result = await transport().send(email);

    expect(result).toEqual({ id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c", reply: "Resend accepted it as 4ef9a417-02e9-4d39-ad75-9611e0fcc33c" });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", url: "/emails" });
    expect(request!.headers.authorization).toBe("Bearer re_test_123");
    expect(request!.body).toMatchObject({
      from: "Signet <signing@example.test>",
      to: "anna@example.test",
      subject: "Acme asks you to sign “NDA”",
      html: email.html,
      text: email.text,
      tags: [{ name: "kind", value: "invite" }],
    });
  });

  it("shows the organization's sender name at MAIL_FROM's address, and its reply-to", async () => {
    await transport().send({ ...email, sender: { name: "Acme, Legal", replyTo: "legal@acme.example" } });
    expect(requests[0]!.body).toMatchObject({ from: '"Acme, Legal" <signing@example.test>', reply_to: "legal@acme.example" });
  });

  it("sends an attachment as base64 under its name and type", async () => {
    const content = Buffer.from("%PDF-1.7\n%%EOF\n", "latin1");
    await transport().send({ ...email, attachments: [{ fileName: "NDA - signed.pdf", contentType: "application/pdf", content }] });
    const [attachment] = requests[0]!.body.attachments as Array<Record<string, unknown>>;
    expect(attachment).toMatchObject({ filename: "NDA - signed.pdf", content_type: "application/pdf" });
    expect(Buffer.from(attachment!.content as string, "base64").equals(content)).toBe(true);
  });

  it("turns a refusal into a MailDeliveryError that carries Resend's message", async () => {
    answer = { status: 422, body: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." } };

    const sending = transport().send(email);
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toMatchObject({
      message: expect.stringContaining("Invalid `to` field."),
      statusCode: 422,
      retryable: false,
    });
  });

  it("marks rate limits and unreachable servers as worth retrying", async () => {
    answer = { status: 429, body: { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests." } };
    await expect(transport().send(email)).rejects.toMatchObject({ statusCode: 429, retryable: true });

    const closed = new ResendMailTransport({ apiKey: "re_test_123", from: "signing@example.test", baseUrl: await unusedAddress() });
    await expect(closed.send(email)).rejects.toMatchObject({ name: "MailDeliveryError", statusCode: null, retryable: true });
  });
});
