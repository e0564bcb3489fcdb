import { LANGUAGES, type Language } from "@/lib/languages";

/**
 * The language to use for a stored or requested locale: "de", "de-AT" and "DE" are German;
 * anything unknown, empty or missing is English.
 */
export function resolveLanguage(locale: string | null | undefined): Language {
  const primary = (locale ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? "en";
}
