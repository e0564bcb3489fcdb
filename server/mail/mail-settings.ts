/**
 * Which email transport the environment asks for. The env schema checks each variable alone;
 * this checks that they fit together, and names what is missing.
 */
import { EnvError, type Env } from "@/server/env";

export type MailSettings =
  | { transport: "outbox" }
  | { transport: "smtp"; url: string; from: string }
  | { transport: "resend"; apiKey: string; from: string };

function requireFrom(variable: string, config: Pick<Env, "MAIL_FROM">, example: string): string {
  if (config.MAIL_FROM !== undefined) return config.MAIL_FROM;
  throw new EnvError(`Invalid configuration: ${variable} is set but MAIL_FROM is not; set MAIL_FROM to the sender, e.g. ${example}`);
}

export function mailSettings(config: Pick<Env, "SMTP_URL" | "RESEND_API_KEY" | "MAIL_FROM">): MailSettings {
  if (config.SMTP_URL !== undefined && config.RESEND_API_KEY !== undefined) {
    throw new EnvError("Invalid configuration: SMTP_URL and RESEND_API_KEY are both set; email goes out one way, so unset one of them");
  }
  if (config.SMTP_URL !== undefined) {
    return { transport: "smtp", url: config.SMTP_URL, from: requireFrom("SMTP_URL", config, '"Signet <signing@example.com>"') };
  }
  if (config.RESEND_API_KEY !== undefined) {
    return {
      transport: "resend",
      apiKey: config.RESEND_API_KEY,
      from: requireFrom("RESEND_API_KEY", config, '"Signet <signing@example.com>" on a domain verified in Resend'),
    };
  }
  return { transport: "outbox" };
}
