import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@/lib/languages";
import { en } from "./messages/en";
import { dictionaries, translate, type MessageKey } from "./translate";

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

  // The compiler checks the keys too, but only where the dictionary is typed: this holds at run
  // time, whatever a dictionary's type says, and names the keys that are wrong.
  it.each(LANGUAGES)("has exactly the English keys (%s)", (language) => {
    const keys = Object.keys(dictionaries[language]);
    const english = Object.keys(en);
    expect({ missing: english.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !english.includes(key)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(LANGUAGES)("has a non-empty text for every key (%s)", (language) => {
    const empty = Object.entries(dictionaries[language]).filter(([, text]) => text.trim() === "");
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)("names exactly the English placeholders in every text (%s)", (language) => {
    const messages: Record<string, string> = dictionaries[language];
    const wrong = (Object.keys(en) as MessageKey[]).filter((key) => {
      const expected = [...new Set(placeholders(en[key]))].sort();
      const actual = [...new Set(placeholders(messages[key] ?? ""))].sort();
      return expected.join() !== actual.join();
    });
    expect(wrong).toEqual([]);
  });

  // This checks the placeholders once more, through translate() itself.
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
