import { describe, expect, it } from "vitest";
import { formatPhone, normalizedPhoneInput, phoneCountryOf, toE164 } from "./phone-number";

describe("phone numbers as people type them", () => {
  it("reads a national number in the organization's country", () => {
    expect(toE164("0151 2345 6789", "DE")).toBe("+4915123456789");
    expect(toE164("(415) 555-0100", "US")).toBe("+14155550100");
    expect(toE164("06 12 34 56 78", "FR")).toBe("+33612345678");
    expect(toE164("612 34 56 78", "ES")).toBe("+34612345678");
  });

  it("keeps the country a number was typed with, whatever the default", () => {
    expect(toE164("+49 151 23456789", "US")).toBe("+4915123456789");
    expect(toE164("0049 151 23456789", "FR")).toBe("+4915123456789");
    expect(toE164("+4915123456789", "DE")).toBe("+4915123456789");
  });

  it("refuses what is not a phone number", () => {
    expect(toE164("", "DE")).toBeNull();
    expect(toE164("12", "DE")).toBeNull();
    expect(toE164("call me", "US")).toBeNull();
    expect(toE164("+1 555", "US")).toBeNull();
  });

  it("sends a valid number as E.164 and an invalid one as typed, for the schema to flag", () => {
    expect(normalizedPhoneInput(" 0151 2345 6789 ", "DE")).toBe("+4915123456789");
    expect(normalizedPhoneInput(" 0151 ", "DE")).toBe("0151");
  });

  it("derives the default country from the organization's language", () => {
    expect(phoneCountryOf("de")).toBe("DE");
    expect(phoneCountryOf("fr")).toBe("FR");
    expect(phoneCountryOf("es")).toBe("ES");
    expect(phoneCountryOf("en")).toBe("US");
    expect(phoneCountryOf("xx")).toBe("US");
    expect(phoneCountryOf(undefined)).toBe("US");
  });

  it("shows a stored number in international format", () => {
    expect(formatPhone("+4915123456789")).toBe("+49 1512 3456789");
    expect(formatPhone("+14155550100")).toBe("+1 415 555 0100");
    expect(formatPhone("not a number")).toBe("not a number");
  });
});
