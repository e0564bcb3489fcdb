import { env } from "@/server/env";
import { OutboxSmsTransport } from "./outbox-sms-transport";
import { smsSettings } from "./sms-settings";
import type { SmsTransport } from "./sms-transport";
import { TwilioSmsTransport } from "./twilio-sms-transport";

function createSmsTransport(): SmsTransport {
  const settings = smsSettings(env());
  if (settings.transport === "twilio") {
    return new TwilioSmsTransport({ accountSid: settings.accountSid, authToken: settings.authToken, from: settings.from });
  }
  return new OutboxSmsTransport();
}

// Note: on globalThis because Next.js bundles each route separately; one transport per process.
const cache = globalThis as unknown as { __signetSmsTransport?: SmsTransport };

/** Twilio when all TWILIO_* are set, else the outbox; throws EnvError for a partial setup. */
export function getSmsTransport(): SmsTransport {
  cache.__signetSmsTransport ??= createSmsTransport();
  return cache.__signetSmsTransport;
}

/** Tests change the environment and then forget the chosen transport. */
export function resetSmsTransport(): void {
  cache.__signetSmsTransport = undefined;
}
