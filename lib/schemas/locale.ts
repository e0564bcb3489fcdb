/**
 * A signer's `locale` (API.md, "Metadata and locales"): a well-formed BCP 47 tag (`it`, `de-AT`,
 * `pt-BR`), stored and returned as sent. Only rendering falls back, to the closest language
 * Signet speaks (lib/i18n/resolve-language.ts).
 */
import { z } from "zod";

function isLanguageTag(value: string): boolean {
  try {
    // Throws a RangeError for anything that is not a well-formed tag.
    Intl.getCanonicalLocales(value);
    return true;
  } catch {
    return false;
  }
}

export const localeSchema = z.string().max(35).refine(isLanguageTag, "must be a BCP 47 language tag, such as it, de-AT or pt-BR");
