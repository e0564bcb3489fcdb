import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@/lib/languages";
import { en } from "./messages/en";
import { translate, type MessageKey } from "./translate";

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

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

  // The compiler checks that every language has every key; this checks the placeholders.
  it.each(LANGUAGES)("uses exactly the English placeholders in every message (%s)", (language) => {
    const lookUp = translate as (locale: Language, key: MessageKey, params: Record<string, string>) => string;
    for (const key of Object.keys(en) as MessageKey[]) {
      const names = placeholders(en[key]);
      const text = lookUp(language, key, Object.fromEntries(names.map((name) => [name, `<${name}>`])));
      expect(text, key).not.toMatch(/\{\w+\}/);
      for (const name of names) expect(text, key).toContain(`<${name}>`);
    }
  });
});
