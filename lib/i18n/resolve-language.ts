import { LANGUAGES, type Language } from "@/lib/languages";

/** The language we speak for a locale ("fr", "fr-CA", "FR_ch" are French), or null when we do not speak it. */
export function spokenLanguage(locale: string | null | undefined): Language | null {
  const primary = (locale ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
}

/** The language to render for a signer's locale: the closest one we speak, else the organization's. */
export function renderingLanguage(locale: string | null | undefined, organizationLanguage: string | null | undefined): Language {
  return spokenLanguage(locale) ?? resolveLanguage(organizationLanguage);
}

/**
 * The language to use for a stored or requested locale: "de", "de-AT" and "DE" are German;
 * anything unknown, empty or missing is English.
 */
export function resolveLanguage(locale: string | null | undefined): Language {
  return spokenLanguage(locale) ?? "en";
}
