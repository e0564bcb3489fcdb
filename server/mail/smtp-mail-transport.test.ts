import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";
import type { OutgoingEmail } from "./mail-transport";
import { SmtpMailTransport } from "./smtp-mail-transport";

const email: OutgoingEmail = {
  to: "anna@example.test",
  subject: "Acme asks you to sign “NDA”",
  text: "Sign here: http://localhost:3000/sign/tok_1",
  html: '<p>Sign <a href="http://localhost:3000/sign/tok_1">here</a></p>',
  meta: { signingProcessId: "p1", signerId: "s1", kind: "invite" },
};
const FROM = "Signet <signing@example.test>";

let server: TestSmtpServer | undefined;
let transport: SmtpMailTransport | undefined;

afterEach(async () => {
  transport?.close();
  await server?.close();
  server = transport = undefined;
});

function through(url: string): SmtpMailTransport {
  transport = new SmtpMailTransport({ url, from: FROM });
  return transport;
}

describe("email through a mail server", () => {
  it("delivers both parts with the sender, the headers mail clients expect and STARTTLS when offered", async () => {
    server = await startSmtpServer({ tls: "starttls" });
    const { id } = await through(server.url).send(email);

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail!.secure).toBe(true);
    expect(mail!.envelopeFrom).toBe("signing@example.test");
    expect(mail!.envelopeTo).toEqual(["anna@example.test"]);
    expect(mail!.parsed.from?.text).toBe('"Signet" <signing@example.test>');
    expect(mail!.parsed.subject).toBe(email.subject);
    expect(mail!.parsed.text?.trim()).toBe(email.text);
    expect(mail!.parsed.html).toContain('href="http://localhost:3000/sign/tok_1"');
    expect(mail!.parsed.messageId).toBe(id);
    expect(id).toMatch(/^<.+@example\.test>$/);
    expect(mail!.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail!.parsed.date).toBeInstanceOf(Date);
  });

  it("carries an attachment byte for byte under its non-ASCII name", async () => {
    server = await startSmtpServer({ tls: "plain" });
    const content = Buffer.from("%PDF-1.7\n% a sealed document\n%%EOF\n", "latin1");
    await through(server.url).send({ ...email, attachments: [{ fileName: "Vertrag „Büro“ - unterschrieben.pdf", contentType: "application/pdf", content }] });

    const [attachment, ...more] = server.received[0]!.parsed.attachments;
    expect(more).toEqual([]);
    expect(attachment!.filename).toBe("Vertrag „Büro“ - unterschrieben.pdf");
    expect(attachment!.contentType).toBe("application/pdf");
    expect(attachment!.content.equals(content)).toBe(true);
  });

  it("speaks TLS from the first byte for smtps://", async () => {
    server = await startSmtpServer({ tls: "implicit" });
    expect(server.url).toMatch(/^smtps:/);
    await through(server.url).send(email);
    expect(server.received[0]!.secure).toBe(true);
  });

  it("sends over a plain connection when the server offers no TLS", async () => {
    server = await startSmtpServer({ tls: "plain" });
    await through(server.url).send(email);
    expect(server.received[0]!.secure).toBe(false);
  });

  it("signs in with the user name and password of the URL", async () => {
    server = await startSmtpServer({ auth: { user: "signet@example.test", pass: "p@ss:word/1" } });
    await through(server.url).send(email);
    expect(server.received[0]!.user).toBe("signet@example.test");
  });

  it("says plainly when the password is wrong, without retrying and without the password", async () => {
    server = await startSmtpServer({ auth: { user: "signet", pass: "right" } });
    const wrong = server.url.replace("signet:right@", "signet:wrong@");
    const failure = await through(wrong).send(email).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "MailDeliveryError", retryable: false, statusCode: 535 });
    expect((failure as Error).message).toMatch(/did not accept Signet's sign-in; check the user name and password in SMTP_URL/);
    expect((failure as Error).message).not.toContain("wrong");
    expect(server.received).toHaveLength(0);
  });

  it("takes a 4xx reply as try-again-later and a 5xx reply as final, with the server's words", async () => {
    server = await startSmtpServer();
    server.failNext("451 4.3.0 Mailbox temporarily unavailable");
    server.failNext("550 5.1.1 No such user here");
    const smtp = through(server.url);

    const later = await smtp.send(email).catch((error: unknown) => error);
    expect(later).toMatchObject({ retryable: true, statusCode: 451 });
    expect((later as Error).message).toMatch(/asked Signet to try again later; it answered: 451 4\.3\.0 Mailbox temporarily unavailable/);

    const refused = await smtp.send(email).catch((error: unknown) => error);
    expect(refused).toMatchObject({ retryable: false, statusCode: 550 });
    expect((refused as Error).message).toMatch(/refused the message; it answered: 550 5\.1\.1 No such user here/);

    await smtp.send(email);
    expect(server.received).toHaveLength(1);
  });

  it("takes a server that cannot be reached as try-again-later", async () => {
    server = await startSmtpServer();
    const url = server.url;
    await server.close();
    server = undefined;
    const failure = await through(url).send(email).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "MailDeliveryError", retryable: true, statusCode: null });
    expect((failure as Error).message).toMatch(/^The mail server 127\.0\.0\.1:\d+ could not be reached/);
  });
});
