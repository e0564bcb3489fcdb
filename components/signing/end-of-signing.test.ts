import { describe, expect, it } from "vitest";
import { completedWording, sealingWording, signedWording } from "./end-of-signing";
import { translatorFor } from "./translator";
import { LANGUAGES } from "@/lib/languages";

const everyone = { en: /everyone/i, de: /\balle/i, fr: /\btous\b/i, es: /\btodos\b/i, it: /\btutti\b/i, nl: /iedereen/i, pt: /\btodos\b/i, pl: /\bwszyscy\b/i, ja: /全員/, zh: /所有人/, ar: /الجميع/, he: /כולם/ } as const;

describe("the words at the end of signing", () => {
  it.each(LANGUAGES)("never tells a single signer that everyone has signed (%s)", (language) => {
    const t = translatorFor(language);
    const single = completedWording(1);
    const sealing = sealingWording({ signerCount: 1, dispatchMode: "EMAIL" }, false);
    for (const key of [single.title, single.body, sealing.body]) expect(t(key, { subject: "NDA" })).not.toMatch(everyone[language]);
  });

  it("tells one of several that everyone has signed", () => {
    const t = translatorFor("en");
    expect(t(completedWording(2).title)).toBe("Everyone has signed");
    expect(t(completedWording(1).title)).toBe("Your document is signed");
    expect(t(completedWording(1).body, { subject: "NDA" })).toBe("You signed “NDA”. The signed document is ready.");
  });

  it("promises an email only when the process sends emails", () => {
    const t = translatorFor("en");
    expect(t(signedWording("EMAIL"))).toMatch(/email you the signed document/);
    for (const mode of ["KIOSK", "CURRENT_USER", "PRIVATE_LINK"] as const) expect(t(signedWording(mode))).not.toMatch(/email/i);
    expect(t(sealingWording({ signerCount: 2, dispatchMode: "EMAIL" }, true).note!)).toMatch(/email/);
    expect(t(sealingWording({ signerCount: 2, dispatchMode: "CURRENT_USER" }, true).note!)).not.toMatch(/email/i);
    expect(sealingWording({ signerCount: 2, dispatchMode: "EMAIL" }, false).note).toBeNull();
  });
});
