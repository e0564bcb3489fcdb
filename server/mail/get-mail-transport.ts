import { env } from "@/server/env";
import { mailSettings } from "./mail-settings";
import type { MailTransport } from "./mail-transport";
import { OutboxMailTransport } from "./outbox-mail-transport";
import { ResendMailTransport } from "./resend-mail-transport";
import { SmtpMailTransport } from "./smtp-mail-transport";

function createMailTransport(): MailTransport {
  const settings = mailSettings(env());
  if (settings.transport === "smtp") return new SmtpMailTransport({ url: settings.url, from: settings.from });
  if (settings.transport === "resend") return new ResendMailTransport({ apiKey: settings.apiKey, from: settings.from });
  return new OutboxMailTransport();
}

// Note: on globalThis because Next.js bundles each route separately; one transport per process.
const cache = globalThis as unknown as { __signetMailTransport?: MailTransport };

/** The mail server of SMTP_URL, Resend with RESEND_API_KEY, else the outbox; throws EnvError for a setup that does not fit. */
export function getMailTransport(): MailTransport {
  cache.__signetMailTransport ??= createMailTransport();
  return cache.__signetMailTransport;
}

/** Tests change the environment and then forget the chosen transport (closing its connections). */
export function resetMailTransport(): void {
  cache.__signetMailTransport?.close?.();
  cache.__signetMailTransport = undefined;
}
