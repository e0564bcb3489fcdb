/**
 * Every catalogue (pages and emails, the certificate, the form PDFs) has, in every language,
 * exactly the English keys, a text for each, and the English placeholders in it. The compiler
 * checks the keys too, but only where a dictionary is typed: this holds at run time and names
 * the keys that are wrong.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@/lib/languages";
import { CATALOGUES } from "./catalogues";

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

const cases = Object.entries(CATALOGUES).flatMap(([name, catalogue]) =>
  LANGUAGES.map((language) => ({ name, language, english: catalogue.dictionaries.en as Record<string, string>, texts: catalogue.dictionaries[language] as Record<string, string>, lookUp: catalogue.translate as (locale: Language, key: string, params?: Record<string, string>) => string })),
);

describe.each(cases)("the $name catalogue in $language", ({ language, english, texts, lookUp }) => {
  it("has exactly the English keys", () => {
    const keys = Object.keys(texts);
    const englishKeys = Object.keys(english);
    expect({ missing: englishKeys.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({ missing: [], extra: [] });
  });

  it("has a non-empty text for every key", () => {
    expect(Object.entries(texts).filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it("names exactly the English placeholders in every text", () => {
    expect(Object.keys(english).filter((key) => placeholders(english[key]!).join() !== placeholders(texts[key] ?? "").join())).toEqual([]);
  });

  // Once more through the lookup itself: every placeholder is filled, none is left.
  it("fills every placeholder through its lookup", () => {
    for (const key of Object.keys(english)) {
      const names = placeholders(english[key]!);
      const text = lookUp(language, key, Object.fromEntries(names.map((name) => [name, `<${name}>`])));
      expect(text, key).not.toMatch(/\{\w+\}/);
      for (const name of names) expect(text, key).toContain(`<${name}>`);
    }
  });
});
