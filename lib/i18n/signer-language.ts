/**
 * Which language a signer's page speaks (docs/signing-page.md, "Language"): the language on the
 * signer record when someone chose it (the sender, or the signer with the page's switcher),
 * else the browser's preference among the languages we speak, else the organization's default.
 */
import type { Language } from "@/lib/languages";
import { preferredLanguage } from "./accept-language";
import { resolveLanguage, spokenLanguage } from "./resolve-language";

export interface SignerLanguageInput {
  /** The signer record's locale. */
  locale: string;
  /** Whether that locale was chosen, rather than copied from the organization's default. */
  localeExplicit: boolean;
  /** The browser's Accept-Language header; null where no browser is involved (emails, SMS). */
  acceptLanguage: string | null;
  organizationLanguage: string | null | undefined;
}

export function signerLanguage({ locale, localeExplicit, acceptLanguage, organizationLanguage }: SignerLanguageInput): Language {
  const chosen = localeExplicit ? spokenLanguage(locale) : null;
  return chosen ?? preferredLanguage(acceptLanguage) ?? resolveLanguage(organizationLanguage);
}
