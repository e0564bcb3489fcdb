import { describe, expect, it } from "vitest";
import { formatLocaleNumber, parseLocaleNumber } from "./locale-number";

describe("numbers as the locale writes them", () => {
  it.each([
    ["de-DE", "1.250,50", 1250.5],
    ["de-DE", "1250,50", 1250.5],
    ["de-DE", "1250.50", 1250.5],
    ["de-DE", "1.250", 1250],
    ["de-DE", "-3,5", -3.5],
    ["en-US", "1,250.50", 1250.5],
    ["en-US", "1250.5", 1250.5],
    ["fr-FR", "1 250,50", 1250.5],
    ["fr-FR", "1\u202f250,50", 1250.5],
    ["de-CH", "1’250.50", 1250.5],
    ["de-CH", "1'250.50", 1250.5],
    ["it-IT", "12.345.678,9", 12345678.9],
  ])("reads %s %s as %d", (locale, typed, value) => {
    expect(parseLocaleNumber(typed, locale)).toBe(value);
  });

  it.each([
    ["de-DE", "1,250,50"],
    ["de-DE", "12.50,3"],
    ["en-US", "1,25.0"],
    ["en-US", "12abc"],
    ["en-US", "1e5"],
    ["en-US", ""],
  ])("refuses %s %s", (locale, typed) => {
    expect(parseLocaleNumber(typed, locale)).toBeNull();
  });

  it("writes numbers as the locale does, amounts with two decimals", () => {
    expect(formatLocaleNumber(1250.5, "de-DE")).toBe("1250,50");
    expect(formatLocaleNumber(1250.5, "en-US")).toBe("1250.50");
    expect(formatLocaleNumber(12500.5, "de-DE")).toBe("12.500,50");
    expect(formatLocaleNumber(1234567, "en-US")).toBe("1,234,567");
    expect(formatLocaleNumber(2024, "de-DE")).toBe("2024");
    expect(formatLocaleNumber(0.125, "fr-FR")).toBe("0,125");
    expect(formatLocaleNumber(12500.5, "fr-FR")).toBe("12\u202f500,50");
    expect(formatLocaleNumber(12500.5, "de-CH")).toMatch(/^12['’]500\.50$/);
  });
});
