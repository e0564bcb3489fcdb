/**
 * Reads a browser's Accept-Language header (RFC 9110, section 12.5.4) and picks the language we
 * speak that the reader prefers most. Pure, so the server and the tests share it.
 */
import type { Language } from "@/lib/languages";
import { spokenLanguage } from "./resolve-language";

export interface LanguageRange {
  /** As sent, lower-cased: "fr-ca", "fr", "*". */
  range: string;
  /** 0 to 1; a missing weight is 1. */
  quality: number;
}

const RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/;
const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/** The ranges the header lists, most wanted first; equal weights keep the header's order. Malformed entries are skipped. */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  for (const entry of (header ?? "").split(",")) {
    const [rawRange = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const range = rawRange.replace(/_/g, "-");
    if (!RANGE.test(range)) continue;
    let quality = 1;
    let valid = true;
    for (const parameter of parameters) {
      const weight = parameter.replace(/\s+/g, "");
      if (!weight.startsWith("q=")) continue; // Other parameters mean nothing for languages.
      if (!QUALITY.test(weight)) valid = false;
      else quality = Number(weight.slice(2));
    }
    if (valid) ranges.push({ range, quality });
  }
  // Note: Array.prototype.sort is stable, so ties stay in the order the browser sent them.
  return ranges.sort((a, b) => b.quality - a.quality);
}

/**
 * The language we speak that the header wants most, or null when it wants none of them (or
 * says only "*", which leaves the choice to us). "q=0" means "not this one", so such a range
 * never matches, even where a broader range would.
 */
export function preferredLanguage(header: string | null | undefined): Language | null {
  const ranges = parseAcceptLanguage(header);
  const refused = new Set(ranges.filter((entry) => entry.quality === 0).map((entry) => entry.range));
  for (const { range, quality } of ranges) {
    if (quality === 0 || range === "*") continue;
    const language = spokenLanguage(range);
    if (language && !refused.has(language)) return language;
  }
  return null;
}
