import type { Language } from "@/lib/languages";

/**
 * A moment as people of the language write it, with the time zone named, e.g.
 * "November 21, 2025 at 2:30 PM UTC" or "21. November 2025 um 14:30 UTC". Emails do not know
 * the reader's time zone, so it defaults to UTC and always says which zone it is.
 */
export function formatDateTime(locale: Language, moment: string | Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(typeof moment === "string" ? new Date(moment) : moment);
}
