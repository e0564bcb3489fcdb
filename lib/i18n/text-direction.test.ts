import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/lib/languages";
import { languageAttributes, textDirection } from "./text-direction";

describe("textDirection", () => {
  it("lays Arabic and Hebrew out right to left and every other language left to right", () => {
    expect(Object.fromEntries(LANGUAGES.map((language) => [language, textDirection(language)]))).toEqual({
      en: "ltr",
      de: "ltr",
      fr: "ltr",
      es: "ltr",
      it: "ltr",
      nl: "ltr",
      pt: "ltr",
      pl: "ltr",
      ja: "ltr",
      zh: "ltr",
      ar: "rtl",
      he: "rtl",
    });
  });

  it("gives an element its language and that language's direction together", () => {
    expect(languageAttributes("he")).toEqual({ lang: "he", dir: "rtl" });
    expect(languageAttributes("ja")).toEqual({ lang: "ja", dir: "ltr" });
  });
});
