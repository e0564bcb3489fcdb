/**
 * Which SMS transport the environment asks for. Twilio needs all three TWILIO_* variables; a
 * partial setup is refused, naming what is missing, rather than quietly using the outbox.
 */
import { EnvError, type Env } from "@/server/env";

type TwilioVariables = Pick<Env, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM">;

export type SmsSettings =
  | { transport: "outbox" }
  | { transport: "twilio"; accountSid: string; authToken: string; from: string };

export function smsSettings(config: TwilioVariables): SmsSettings {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  if (accountSid !== undefined && authToken !== undefined && from !== undefined) {
    return { transport: "twilio", accountSid, authToken, from };
  }
  const missing = Object.entries({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from })
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 3) return { transport: "outbox" };
  throw new EnvError(
    `Invalid configuration: Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together; missing ${missing.join(", ")} (unset all three to keep text messages in the outbox)`,
  );
}
