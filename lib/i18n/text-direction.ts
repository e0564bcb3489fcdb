import type { Language } from "@/lib/languages";

export type TextDirection = "ltr" | "rtl";

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(["ar", "he"]);

/** The direction a page in the language is laid out in, for `dir` on the page and in emails. */
export function textDirection(language: Language): TextDirection {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/** `lang` and `dir` for an element whose text is in `language`, spread onto it: the two never part. */
export function languageAttributes(language: Language): { lang: Language; dir: TextDirection } {
  return { lang: language, dir: textDirection(language) };
}
