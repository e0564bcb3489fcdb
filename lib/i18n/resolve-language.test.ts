import { describe, expect, it } from "vitest";
import { resolveLanguage, spokenLanguage } from "./resolve-language";

describe("resolveLanguage", () => {
  it("knows the languages the product speaks, with or without a region", () => {
    expect(resolveLanguage("de")).toBe("de");
    expect(resolveLanguage("de-AT")).toBe("de");
    expect(resolveLanguage("DE_ch")).toBe("de");
    expect(resolveLanguage("en-GB")).toBe("en");
    expect(resolveLanguage("fr-CA")).toBe("fr");
    expect(resolveLanguage("es_MX")).toBe("es");
    expect(resolveLanguage("it-IT")).toBe("it");
    expect(resolveLanguage("it-CH")).toBe("it");
    expect(resolveLanguage("ar-EG")).toBe("ar");
    expect(resolveLanguage("ar_MA")).toBe("ar");
    expect(resolveLanguage("he-IL")).toBe("he");
  });

  it("falls back to English for unknown, empty or missing locales", () => {
    expect(resolveLanguage("sv")).toBe("en");
    expect(resolveLanguage("")).toBe("en");
    expect(resolveLanguage(null)).toBe("en");
    expect(resolveLanguage(undefined)).toBe("en");
  });

  it("tells a language we do not speak apart from English", () => {
    expect(spokenLanguage("en")).toBe("en");
    expect(spokenLanguage("sv-SE")).toBeNull();
    expect(spokenLanguage("")).toBeNull();
  });
});
