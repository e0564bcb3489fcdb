import type { Language } from "@/lib/languages";

/**
 * Arabic writes its digits in Latin, as the codes, hashes and phone numbers beside them are and as
 * the certificate does; CLDR's default for "ar" changed between versions (docs/signing-page.md).
 */
const INTL_LOCALES: Partial<Record<Language, string>> = { ar: "ar-u-nu-latn" };

/**
 * A moment as people of the language write it, with the time zone named, e.g.
 * "November 21, 2025 at 2:30 PM UTC" or "21. November 2025 um 14:30 UTC". Emails do not know
 * the reader's time zone, so it defaults to UTC and always says which zone it is.
 */
export function formatDateTime(locale: Language, moment: string | Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale] ?? locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(typeof moment === "string" ? new Date(moment) : moment);
}
