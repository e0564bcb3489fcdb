import { describe, expect, it } from "vitest";
import { BOLD_FONTS, fontsFor, MONO_FONTS, SCRIPT_FONTS, TEXT_FONTS } from "./font-files";
import { MISSING_CHARACTER, normalizeText, printableText, splitIntoFontRuns } from "./text-runs";

describe("splitIntoFontRuns", () => {
  it("keeps Latin, Greek and Cyrillic in Noto Sans", () => {
    expect(splitIntoFontRuns("Zoë Łódź Αθήνα Москва", TEXT_FONTS)).toEqual([
      { font: "sans", text: "Zoë Łódź Αθήνα Москва" },
    ]);
  });

  it("takes Chinese and Japanese from Noto Sans SC and Hangul from Noto Sans KR", () => {
    expect(splitIntoFontRuns("Zoë 東京 ひらがな 한국", TEXT_FONTS)).toEqual([
      { font: "sans", text: "Zoë " },
      { font: "cjkSc", text: "東京 ひらがな " },
      { font: "cjkKr", text: "한국" },
    ]);
  });

  it("goes back to the first font for letters after a CJK run, not for the space before them", () => {
    expect(splitIntoFontRuns("東京 Smith", TEXT_FONTS)).toEqual([
      { font: "cjkSc", text: "東京 " },
      { font: "sans", text: "Smith" },
    ]);
  });

  it("draws a typed signature in the script font and falls back for what it lacks", () => {
    expect(splitIntoFontRuns("Zoë Москва", SCRIPT_FONTS)).toEqual([
      { font: "script", text: "Zoë " },
      { font: "sans", text: "Москва" },
    ]);
  });

  it("replaces a character no shipped font has with a visible question mark", () => {
    expect(printableText("Ana 😀 ok", TEXT_FONTS)).toBe(`Ana ${MISSING_CHARACTER} ok`);
    expect(printableText("ᏣᎳᎩ", TEXT_FONTS)).toBe("???");
  });
});

it("takes Arabic, Hebrew and Thai from their Noto fonts, and Devanagari from Noto Sans", () => {
  expect(splitIntoFontRuns("محمد דוד สมชาย राजेश", TEXT_FONTS).map((run) => run.font)).toEqual(["arabic", "hebrew", "thai", "sans"]);
});

describe("fontsFor", () => {
  // Kanji whose Japanese and Chinese glyphs differ.
  const kanji = "直骨角誤";

  it("takes Japanese kanji and kana from Noto Sans JP, in every chain, and Chinese from Noto Sans SC", () => {
    for (const chain of [TEXT_FONTS, BOLD_FONTS, MONO_FONTS, SCRIPT_FONTS]) {
      expect(splitIntoFontRuns(`${kanji} ひらがな`, fontsFor(chain, "ja"))).toEqual([{ font: "cjkJp", text: `${kanji} ひらがな` }]);
      expect(splitIntoFontRuns(kanji, fontsFor(chain, "zh"))).toEqual([{ font: "cjkSc", text: kanji }]);
    }
  });

  it("keeps Latin, Hangul and the simplified characters Noto Sans JP lacks in their own fonts for Japanese", () => {
    expect(splitIntoFontRuns("Zoë 東京 这 한국", fontsFor(TEXT_FONTS, "ja")).map((run) => run.font)).toEqual(["sans", "cjkJp", "cjkSc", "cjkKr"]);
  });

  it("leaves every other language's chain as it is", () => {
    for (const language of ["en", "zh", "de", "ar", "he"] as const) expect(fontsFor(TEXT_FONTS, language)).toBe(TEXT_FONTS);
  });
});

describe("normalizeText", () => {
  it("composes accents, turns line breaks into spaces and drops invisible marks", () => {
    expect(normalizeText("Zoe\u0308\nLine\tTab\u200d\ufe0f")).toBe("Zoë Line Tab");
  });
});
