/**
 * Which email transport the environment asks for. The env schema checks each variable alone;
 * this checks that they fit together, and names what is missing.
 */
import { EnvError, type Env } from "@/server/env";

export type MailSettings = { transport: "outbox" } | { transport: "resend"; apiKey: string; from: string };

export function mailSettings(config: Pick<Env, "RESEND_API_KEY" | "MAIL_FROM">): MailSettings {
  if (config.RESEND_API_KEY === undefined) return { transport: "outbox" };
  if (config.MAIL_FROM === undefined) {
    throw new EnvError(
      'Invalid configuration: RESEND_API_KEY is set but MAIL_FROM is not; set MAIL_FROM to the sender, e.g. "Signet <signing@example.com>" on a domain verified in Resend',
    );
  }
  return { transport: "resend", apiKey: config.RESEND_API_KEY, from: config.MAIL_FROM };
}
