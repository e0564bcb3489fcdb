import { describe, expect, it } from "vitest";
import { resolveLanguage } from "./resolve-language";

describe("resolveLanguage", () => {
  it("knows the languages the product speaks, with or without a region", () => {
    expect(resolveLanguage("de")).toBe("de");
    expect(resolveLanguage("de-AT")).toBe("de");
    expect(resolveLanguage("DE_ch")).toBe("de");
    expect(resolveLanguage("en-GB")).toBe("en");
  });

  it("falls back to English for unknown, empty or missing locales", () => {
    expect(resolveLanguage("fr")).toBe("en");
    expect(resolveLanguage("")).toBe("en");
    expect(resolveLanguage(null)).toBe("en");
    expect(resolveLanguage(undefined)).toBe("en");
  });
});
