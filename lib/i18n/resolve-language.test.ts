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
    expect(resolveLanguage("nl-NL")).toBe("nl");
    expect(resolveLanguage("nl-BE")).toBe("nl");
    expect(resolveLanguage("pt-PT")).toBe("pt");
    expect(resolveLanguage("pt-BR")).toBe("pt");
    expect(resolveLanguage("pl-PL")).toBe("pl");
    expect(resolveLanguage("ja-JP")).toBe("ja");
    expect(resolveLanguage("zh-CN")).toBe("zh");
    expect(resolveLanguage("zh-Hans-CN")).toBe("zh");
  });

  it("gives traditional Chinese readers the simplified catalogue, the only Chinese one", () => {
    expect(resolveLanguage("zh-TW")).toBe("zh");
    expect(resolveLanguage("zh-Hant")).toBe("zh");
    expect(resolveLanguage("zh_HK")).toBe("zh");
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
