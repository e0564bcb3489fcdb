/**
 * A real SMTP server for tests (the smtp-server package): plain, STARTTLS or implicit TLS with
 * the package's self-signed localhost certificate, with or without a password. It keeps every
 * message it accepted, parsed, and can be told to answer the next deliveries with a failure.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Whether the message came over TLS (STARTTLS or smtps). */
  secure: boolean;
  /** The user name it signed in with, if any. */
  user: string | null;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** An SMTP_URL for this server; self-signed certificates are accepted through the URL. */
  url: string;
  received: ReceivedMail[];
  /** The next `times` messages are answered with this reply (e.g. "451 4.3.0 try later") at the end of DATA. */
  failNext(reply: string, times?: number): void;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** "starttls" (default) offers STARTTLS on a plain connection; "implicit" is smtps; "plain" offers no TLS. */
  tls?: "starttls" | "implicit" | "plain";
  /** When given, the server requires this user name and password. */
  auth?: { user: string; pass: string };
}

/** "451 4.3.0 try later" → an error smtp-server answers with that code and text. */
function reply(line: string): Error & { responseCode: number } {
  const [code, ...text] = line.split(" ");
  return Object.assign(new Error(text.join(" ")), { responseCode: Number(code) });
}

export async function startSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const tls = options.tls ?? "starttls";
  const received: ReceivedMail[] = [];
  const failures: string[] = [];
  const serverOptions: SMTPServerOptions = {
    secure: tls === "implicit",
    disabledCommands: [...(tls === "plain" ? ["STARTTLS"] : []), ...(options.auth ? [] : ["AUTH"])],
    authOptional: !options.auth,
    // Note: smtp-server refuses AUTH over a plain connection unless told otherwise.
    allowInsecureAuth: tls === "plain",
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(reply("535 5.7.8 Authentication credentials invalid"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const failure = failures.shift();
        if (failure) return callback(reply(failure));
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            received.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              envelopeTo: session.envelope.rcptTo.map((to) => to.address),
              secure: session.secure,
              user: typeof session.user === "string" ? session.user : null,
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : "";
  const scheme = tls === "implicit" ? "smtps" : "smtp";
  const query = tls === "plain" ? "" : "?tls.rejectUnauthorized=false";
  return {
    url: `${scheme}://${credentials}127.0.0.1:${port}${query}`,
    received,
    failNext(line, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(line);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
