/** Languages the product speaks (signing pages, emails, file names). */
export const LANGUAGES = ["en", "de", "fr", "es", "it"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
};
