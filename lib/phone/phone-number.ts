/**
 * Phone numbers as people type them ("0151 2345 6789", "(415) 555-0100", "+49 151 23456789"),
 * turned into the E.164 form the API stores and sends SMS to ("+4915123456789"), and shown back
 * in international format for reading ("+49 1512 3456789").
 *
 * A number typed without its country code is read in the organization's country (Settings); an
 * organization that has not set one is in its default language's main country (de→DE, fr→FR,
 * es→ES, it→IT, nl→NL, pt→PT, pl→PL, ja→JP, zh→CN, en→US, he→IL; ar→AE, the Arabic-speaking
 * country whose businesses sign most documents electronically, see docs/signing-page.md). A
 * number of any other country is typed with "+".
 * The API itself keeps requiring E.164 (API.md); this is a convenience of the dashboard's forms.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { Language } from "@/lib/languages";

export type PhoneCountry = CountryCode;

const COUNTRY_OF_LANGUAGE: Record<Language, PhoneCountry> = { en: "US", de: "DE", fr: "FR", es: "ES", it: "IT", nl: "NL", pt: "PT", pl: "PL", ja: "JP", zh: "CN", ar: "AE", he: "IL" };

/** The country a number without "+" is read in; an unknown language code reads as English. */
export function phoneCountryOf(language: string | null | undefined): PhoneCountry {
  return Object.hasOwn(COUNTRY_OF_LANGUAGE, language ?? "") ? COUNTRY_OF_LANGUAGE[language as Language] : COUNTRY_OF_LANGUAGE.en;
}

/** The E.164 form of what was typed, or null when it is not a valid phone number. "00" counts as "+". */
export function toE164(typed: string, country: PhoneCountry): string | null {
  const compact = typed.trim().replace(/^00/, "+");
  if (compact === "") return null;
  const parsed = parsePhoneNumberFromString(compact, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * What a form sends for a typed number: its E.164 form when it is valid, else the text as typed,
 * so that the shared schema flags it at the field rather than it being silently dropped.
 */
export function normalizedPhoneInput(typed: string, country: PhoneCountry): string {
  return toE164(typed, country) ?? typed.trim();
}

/** A stored number for reading: "+49 1512 3456789". Anything unparsable is shown as it is. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
