import { describe, expect, it } from "vitest";
import { signerLanguage } from "./signer-language";

const french = "fr-CA,fr;q=0.9,en;q=0.5";

describe("signerLanguage", () => {
  it("uses a language chosen for the signer, whatever the browser says", () => {
    expect(signerLanguage({ locale: "es", localeExplicit: true, acceptLanguage: french, organizationLanguage: "de" })).toBe("es");
  });

  it("follows the browser when nobody chose a language for the signer", () => {
    expect(signerLanguage({ locale: "de", localeExplicit: false, acceptLanguage: french, organizationLanguage: "de" })).toBe("fr");
  });

  it("falls back to the organization's default when the browser wants nothing we speak", () => {
    expect(signerLanguage({ locale: "de", localeExplicit: false, acceptLanguage: "fi", organizationLanguage: "de" })).toBe("de");
    expect(signerLanguage({ locale: "de", localeExplicit: false, acceptLanguage: null, organizationLanguage: "es" })).toBe("es");
  });

  it("treats a chosen locale we do not speak as no choice", () => {
    expect(signerLanguage({ locale: "sv", localeExplicit: true, acceptLanguage: "es", organizationLanguage: "de" })).toBe("es");
  });

  it("ends in English when even the organization's default is unknown", () => {
    expect(signerLanguage({ locale: "en", localeExplicit: false, acceptLanguage: null, organizationLanguage: null })).toBe("en");
  });
});
