import { beforeAll, describe, expect, it } from "vitest";
import { fontFace } from "./font-catalog";
import { TEXT_FONTS } from "./font-files";
import { loadShaper } from "./harfbuzz";
import { shapeLine } from "./shape-text";

const nominalIds = (text: string, font: Parameters<typeof fontFace>[0]) => Array.from(text, (character) => fontFace(font).glyphForCodePoint(character.codePointAt(0)!).id);

describe("shapeLine", () => {
  beforeAll(loadShaper);

  it("joins Arabic letters: the glyphs are their connected forms, right to left, not the isolated letters", () => {
    const line = shapeLine("محمد", TEXT_FONTS);
    expect(line.rightToLeft).toBe(true);
    expect(line.text).toBe("محمد");
    const [run] = line.runs;
    expect(run!.font).toBe("arabic");
    const isolated = nominalIds("محمد", "arabic");
    const drawn = run!.glyphs.map((glyph) => glyph.id);
    expect(drawn).not.toEqual(isolated);
    expect(drawn).not.toEqual([...isolated].reverse());
    // Visual order: the last letter typed (dal) is drawn first, at the left.
    expect(run!.glyphs[0]!.text).toBe("د");
  });

  it("orders a right-to-left line with a number and a Latin name as the bidirectional algorithm says", () => {
    const line = shapeLine("العقد رقم 2024 ACME", TEXT_FONTS);
    expect(line.rightToLeft).toBe(true);
    expect(line.text).toBe("العقد رقم 2024 ACME");
    // Left to right on the page: ACME, 2024, then the Arabic words.
    const visual = line.runs.map((run) => run.text.trim()).filter(Boolean);
    expect(visual.indexOf("ACME")).toBeLessThan(visual.indexOf("2024"));
    expect(visual.at(-1)).toContain("العقد");
  });

  it("moves a Devanagari vowel sign before its consonant and keeps Latin text glyph for character", () => {
    const [hindi] = shapeLine("कि", TEXT_FONTS).runs;
    const [ka] = nominalIds("क", "sans");
    // The vowel sign ि (in a form sized to its consonant) is drawn first, then क.
    expect(hindi!.glyphs).toHaveLength(2);
    expect(hindi!.glyphs[1]!.id).toBe(ka);
    expect(hindi!.glyphs[0]!.id).not.toBe(ka);
    const [latin] = shapeLine("Zoë Łódź", TEXT_FONTS).runs;
    expect(latin!.shaped).toBe(false);
    expect(latin!.glyphs.map((glyph) => glyph.id)).toEqual(nominalIds("Zoë Łódź", "sans"));
  });
});
