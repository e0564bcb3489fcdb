import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnvError, loadEnv, resetEnv } from "@/server/env";
import { getMailTransport, resetMailTransport } from "./get-mail-transport";

const VARIABLES = ["SMTP_URL", "RESEND_API_KEY", "MAIL_FROM"] as const;
const original = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

function useEnvironment(values: Partial<Record<(typeof VARIABLES)[number], string>>) {
  for (const name of VARIABLES) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
  resetEnv();
  resetMailTransport();
}

describe("choosing the mail transport", () => {
  beforeEach(() => useEnvironment({}));
  afterEach(() => useEnvironment(original));

  it("uses the outbox when Resend is not configured", () => {
    expect(getMailTransport().name).toBe("outbox");
  });

  it("uses Resend when RESEND_API_KEY and MAIL_FROM are set, once per process", () => {
    useEnvironment({ RESEND_API_KEY: "re_test_123", MAIL_FROM: "Signet <signing@example.test>" });
    expect(getMailTransport().name).toBe("resend");
    expect(getMailTransport()).toBe(getMailTransport());
  });

  it("refuses RESEND_API_KEY without MAIL_FROM, saying what to set", () => {
    useEnvironment({ RESEND_API_KEY: "re_test_123" });
    expect(() => getMailTransport()).toThrow(EnvError);
    expect(() => getMailTransport()).toThrow(/RESEND_API_KEY is set but MAIL_FROM is not/);
  });

  it("uses the mail server of SMTP_URL with MAIL_FROM", () => {
    useEnvironment({ SMTP_URL: "smtp://signet:secret@127.0.0.1:2525", MAIL_FROM: "signing@example.test" });
    expect(getMailTransport().name).toBe("smtp");
  });

  it("refuses SMTP_URL without MAIL_FROM, and SMTP_URL with RESEND_API_KEY, in one line each", () => {
    useEnvironment({ SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(() => getMailTransport()).toThrow(/SMTP_URL is set but MAIL_FROM is not/);
    useEnvironment({ SMTP_URL: "smtp://127.0.0.1:2525", RESEND_API_KEY: "re_test_123", MAIL_FROM: "signing@example.test" });
    expect(() => getMailTransport()).toThrow(EnvError);
    expect(() => getMailTransport()).toThrow(/SMTP_URL and RESEND_API_KEY are both set; email goes out one way, so unset one of them$/);
  });

  it("refuses an SMTP_URL that is not a mail server address", () => {
    expect(() => loadEnv({ SMTP_URL: "mail.example.com:587" })).toThrow(/SMTP_URL: must be a mail server address such as smtp:/);
    expect(() => loadEnv({ SMTP_URL: "https://mail.example.com" })).toThrow(/SMTP_URL: must be a mail server address/);
    expect(() => loadEnv({ SMTP_URL: "smtp://[::1:587" })).toThrow(/SMTP_URL: is not a valid address \(write special characters/);
    expect(loadEnv({ SMTP_URL: "smtps://mail.example.com:465" }).SMTP_URL).toBe("smtps://mail.example.com:465");
  });

  it("refuses a MAIL_FROM that is not an address", () => {
    expect(() => loadEnv({ MAIL_FROM: "Signet" })).toThrow(/MAIL_FROM: must be an address such as/);
    expect(loadEnv({ MAIL_FROM: "signing@example.test" }).MAIL_FROM).toBe("signing@example.test");
  });
});
