import { describe, expect, it } from "vitest";
import { translate } from "./translate";

describe("translate", () => {
  it("fills every placeholder of the message in the chosen language", () => {
    expect(translate("en", "email.invite.subject", { organizationName: "Acme", subject: "NDA" })).toBe(
      "Acme asks you to sign “NDA”",
    );
    expect(translate("de", "email.invite.subject", { organizationName: "Acme", subject: "NDA" })).toBe(
      "Acme bittet Sie, „NDA“ zu unterschreiben",
    );
  });

  it("returns a message without placeholders as it is", () => {
    expect(translate("de", "email.reasonLabel")).toBe("Angegebener Grund:");
  });

  it("leaves placeholder-like text inside a value alone", () => {
    expect(translate("en", "email.greeting", { signerName: "{organizationName}" })).toBe("Hello {organizationName},");
  });
});
