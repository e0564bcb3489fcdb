/** Languages the product speaks (signing pages, emails, file names). */
export const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "ja", "zh", "ar", "he"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
  pt: "Português",
  pl: "Polski",
  ja: "日本語",
  zh: "简体中文",
  ar: "العربية",
  he: "עברית",
};
