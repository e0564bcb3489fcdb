import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/lib/languages";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { AUTH_POLICIES, DISPATCH_MODES } from "@/server/db/schema/signing";
import { authenticationLabel, signatureLabel } from "./certificate-format";
import { certificateCatalogue } from "@/lib/i18n/certificate-catalogue";

describe("the certificate's words for enum values", () => {
  it.each(LANGUAGES)("names every way of signing and signature type in plain words (%s)", (language) => {
    const t = certificateCatalogue.in(language);
    for (const policy of AUTH_POLICIES) {
      for (const channel of DISPATCH_MODES) expectPlainWords(authenticationLabel(t, policy, channel), `${channel} ${policy}`);
    }
    for (const type of ["DRAWN", "TYPED"] as const) expectPlainWords(signatureLabel(t, type), type);
  });

  it("never calls signing in person or in the dashboard a personal link", () => {
    const t = certificateCatalogue.in("en");
    expect(authenticationLabel(t, "SES_LINK_ONLY", "EMAIL")).toBe("Personal link");
    expect(authenticationLabel(t, "SES_LINK_ONLY", "PRIVATE_LINK")).toBe("Personal link");
    expect(authenticationLabel(t, "SES_LINK_ONLY", "KIOSK")).toBe("In person, on a device the sender provided");
    expect(authenticationLabel(t, "AES_OTP", "KIOSK")).toBe("In person, on a device the sender provided, and a one-time code by SMS");
    expect(authenticationLabel(t, "SES_LINK_ONLY", "CURRENT_USER")).toBe("Signed in to Signet");
  });
});
