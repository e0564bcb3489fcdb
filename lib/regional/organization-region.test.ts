import { describe, expect, it } from "vitest";
import { organizationRegion } from "./organization-region";

describe("an organization's region", () => {
  it("is the country set in Settings, numbers written in the language as there", () => {
    expect(organizationRegion({ defaultLanguage: "de", country: "CH" })).toEqual({ country: "CH", numberLocale: "de-CH" });
    expect(organizationRegion({ defaultLanguage: "en", country: "DE" })).toEqual({ country: "DE", numberLocale: "en-DE" });
  });

  it("is the language's main country when none is set, or an unknown one is stored", () => {
    expect(organizationRegion({ defaultLanguage: "fr", country: null })).toEqual({ country: "FR", numberLocale: "fr-FR" });
    expect(organizationRegion({ defaultLanguage: "it", country: "XX" })).toEqual({ country: "IT", numberLocale: "it-IT" });
    expect(organizationRegion(undefined)).toEqual({ country: "US", numberLocale: "en-US" });
  });
});
