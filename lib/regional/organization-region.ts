/**
 * Where an organization is (Settings, "Country"): phone numbers typed without "+" are read in
 * its country, and numbers are typed and printed as its language is written there ("de-CH":
 * 1’250.50). An organization that has set no country is in its language's main country.
 */
import { isSupportedCountry } from "libphonenumber-js/min";
import { phoneCountryOf, type PhoneCountry } from "../phone/phone-number";

export interface OrganizationRegion {
  country: PhoneCountry;
  /** A BCP 47 locale for Intl.NumberFormat: the default language in the country. */
  numberLocale: string;
}

export function organizationRegion(org: { defaultLanguage?: string | null; country?: string | null } | null | undefined): OrganizationRegion {
  const country = org?.country && isSupportedCountry(org.country) ? org.country : phoneCountryOf(org?.defaultLanguage);
  return { country, numberLocale: `${org?.defaultLanguage || "en"}-${country}` };
}
