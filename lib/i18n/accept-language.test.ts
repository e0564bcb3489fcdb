import { describe, expect, it } from "vitest";
import { parseAcceptLanguage, preferredLanguage } from "./accept-language";

describe("parseAcceptLanguage", () => {
  it("orders ranges by weight, a missing weight counting as 1", () => {
    expect(parseAcceptLanguage("en;q=0.5, fr-CA, fr;q=0.9")).toEqual([
      { range: "fr-ca", quality: 1 },
      { range: "fr", quality: 0.9 },
      { range: "en", quality: 0.5 },
    ]);
  });

  it("keeps the browser's order for equal weights", () => {
    expect(parseAcceptLanguage("es;q=0.8,de;q=0.8,en;q=0.8").map((entry) => entry.range)).toEqual(["es", "de", "en"]);
  });

  it("skips malformed entries and weights, and tolerates spaces and odd case", () => {
    expect(parseAcceptLanguage(" DE-at ; Q = 0.7 ,, fr;q=2, es;q=abc, 12, *;q=0.1, it;level=1")).toEqual([
      { range: "it", quality: 1 },
      { range: "de-at", quality: 0.7 },
      { range: "*", quality: 0.1 },
    ]);
  });

  it("reads nothing from an empty or missing header", () => {
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe("preferredLanguage", () => {
  it("picks the most wanted language we speak, regions included", () => {
    expect(preferredLanguage("fr-CA,fr;q=0.9,en;q=0.5")).toBe("fr");
    expect(preferredLanguage("es-MX")).toBe("es");
    expect(preferredLanguage("it-IT,it;q=0.9,en;q=0.5")).toBe("it");
    expect(preferredLanguage("it-CH, de-CH;q=0.8, fr-CH;q=0.6")).toBe("it");
    expect(preferredLanguage("nl-BE,nl;q=0.9,fr-BE;q=0.8,en;q=0.5")).toBe("nl");
    expect(preferredLanguage("pt-BR,pt;q=0.9,en-US;q=0.8")).toBe("pt");
    expect(preferredLanguage("pt-PT")).toBe("pt");
    expect(preferredLanguage("pl-PL,pl;q=0.9,en;q=0.5")).toBe("pl");
    expect(preferredLanguage("ja-JP,ja;q=0.9,en-US;q=0.8")).toBe("ja");
    expect(preferredLanguage("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(preferredLanguage("zh-TW,zh-Hant;q=0.9,en;q=0.5")).toBe("zh");
    expect(preferredLanguage("ar-SA,ar;q=0.9,en-US;q=0.8")).toBe("ar");
    expect(preferredLanguage("he-IL,he;q=0.9,en;q=0.5")).toBe("he");
    expect(preferredLanguage("de-CH;q=0.3, en-US;q=0.6")).toBe("en");
  });

  it("passes over languages we do not speak", () => {
    expect(preferredLanguage("sv-SE,sv;q=0.9,es;q=0.4,en;q=0.2")).toBe("es");
  });

  it("honours weights over the order of the header", () => {
    expect(preferredLanguage("en;q=0.1, de;q=0.9")).toBe("de");
  });

  it("never picks a language refused with q=0", () => {
    expect(preferredLanguage("fr;q=0, fr-BE, es;q=0.5")).toBe("es");
    expect(preferredLanguage("de;q=0")).toBeNull();
  });

  it("leaves the choice to us when nothing we speak is wanted", () => {
    expect(preferredLanguage("*")).toBeNull();
    expect(preferredLanguage("fi, sv;q=0.8")).toBeNull();
    expect(preferredLanguage("")).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });
});
