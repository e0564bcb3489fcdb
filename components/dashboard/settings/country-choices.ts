/** The countries an organization can be in: every one libphonenumber knows, by English name. */
import { getCountries } from "libphonenumber-js/min";

const names = new Intl.DisplayNames(["en"], { type: "region" });

export function countryName(code: string): string {
  return names.of(code) ?? code;
}

export const COUNTRY_CHOICES: { code: string; name: string }[] = getCountries()
  .map((code) => ({ code, name: countryName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));
