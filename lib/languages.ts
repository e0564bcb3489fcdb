/** Languages the product speaks (signing pages, emails, file names). */
export const LANGUAGES = ["en", "de", "fr", "es", "it", "ar", "he"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  ar: "العربية",
  he: "עברית",
};
