import fs from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnvError, loadEnv, resetEnv } from "@/server/env";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { outboxDirectory } from "@/server/outbox/outbox-files";
import { getSmsTransport, resetSmsTransport } from "./get-sms-transport";
import { sendOtpSms } from "./send-sms";

const VARIABLES = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;
const original = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
const twilio = { TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM: "+15005550006" };

function useEnvironment(values: Partial<Record<(typeof VARIABLES)[number], string>>) {
  for (const name of VARIABLES) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
  resetEnv();
  resetSmsTransport();
}

describe("choosing the SMS transport", () => {
  beforeEach(() => useEnvironment({}));
  afterEach(() => useEnvironment(original));

  it("uses the outbox when Twilio is not configured", () => {
    expect(getSmsTransport().name).toBe("outbox");
  });

  it("uses Twilio when all three TWILIO_* are set, once per process", () => {
    useEnvironment(twilio);
    expect(getSmsTransport().name).toBe("twilio");
    expect(getSmsTransport()).toBe(getSmsTransport());
  });

  it("refuses a partial Twilio setup, naming what is missing", () => {
    useEnvironment({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID, TWILIO_FROM: twilio.TWILIO_FROM });
    expect(() => getSmsTransport()).toThrow(EnvError);
    expect(() => getSmsTransport()).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together; missing TWILIO_AUTH_TOKEN/);

    useEnvironment({ TWILIO_AUTH_TOKEN: "token" });
    expect(() => getSmsTransport()).toThrow(/missing TWILIO_ACCOUNT_SID, TWILIO_FROM/);
  });

  it("refuses an account SID that is not one", () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: "my-account" })).toThrow(/TWILIO_ACCOUNT_SID: must be AC followed by 32/);
  });
});

describe("sendOtpSms", () => {
  beforeEach(async () => {
    useEnvironment({});
    await fs.rm(outboxDirectory(), { recursive: true, force: true });
  });
  afterEach(() => useEnvironment(original));

  it("records the code in the outbox as an SMS in the signer's language, with the code in meta", async () => {
    const sent = await sendOtpSms({
      to: "+491701234567",
      code: "042917",
      organizationName: "Acme",
      locale: "de-DE",
      meta: { signingProcessId: "p1", signerId: "s1" },
    });

    expect(sent.transport).toBe("outbox");
    const { items } = await listOutboxMessages({ channel: "sms" });
    expect(items).toEqual([
      {
        id: sent.id,
        channel: "sms",
        to: "+491701234567",
        subject: null,
        text: "Ihr Signet-Code für Acme: 042917. Er läuft in 10 Minuten ab. Geben Sie ihn niemals weiter.",
        html: null,
        links: [],
        createdAt: expect.any(String),
        meta: { signingProcessId: "p1", signerId: "s1", kind: "otp", code: "042917" },
      },
    ]);
  });
});
