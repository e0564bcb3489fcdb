import { describe, expect, it } from "vitest";
import { otpSmsText } from "./texts";

describe("otpSmsText", () => {
  it("says whose code it is, how long it lasts and not to share it, in English and German", () => {
    const data = { code: "123456", organizationName: "Acme", expiresInMinutes: 10 };
    expect(otpSmsText("en", data)).toBe("Your Signet code for Acme: 123456. It expires in 10 minutes. Never share it.");
    expect(otpSmsText("de", data)).toBe(
      "Ihr Signet-Code für Acme: 123456. Er läuft in 10 Minuten ab. Geben Sie ihn niemals weiter.",
    );
  });
});
