import fs from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { withEvenGlyphRecords } from "./even-glyph-records";
import { fontFilePath, type FontKey } from "./font-files";

const FONTS: FontKey[] = ["sans", "sansBold", "mono", "script"];
const SAMPLE = "AZaz09ŁłźΑθЖж?";

function glyphRecordLengths(font: Uint8Array): number[] {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, number>();
  for (let index = 0; index < view.getUint16(4); index++) {
    const at = 12 + 16 * index;
    tables.set(String.fromCharCode(...font.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  const [head, maxp, loca] = [tables.get("head") ?? 0, tables.get("maxp") ?? 0, tables.get("loca") ?? 0];
  const long = view.getInt16(head + 50) === 1;
  const location = (glyph: number) => (long ? view.getUint32(loca + 4 * glyph) : view.getUint16(loca + 2 * glyph) * 2);
  return Array.from({ length: view.getUint16(maxp + 4) }, (_, glyph) => location(glyph + 1) - location(glyph));
}

describe("withEvenGlyphRecords", () => {
  it.each(FONTS)("gives %s even glyph records and the same glyph outlines", (key) => {
    const original = new Uint8Array(fs.readFileSync(fontFilePath(key)));
    const padded = withEvenGlyphRecords(original);
    expect(glyphRecordLengths(padded).every((length) => length % 2 === 0)).toBe(true);

    const [before, after] = [fontkit.create(original), fontkit.create(padded)];
    expect(after.numGlyphs).toBe(before.numGlyphs);
    for (const char of SAMPLE) {
      const codePoint = char.codePointAt(0) ?? 0;
      if (!before.hasGlyphForCodePoint(codePoint)) continue;
      expect(after.glyphForCodePoint(codePoint).path.toSVG()).toBe(before.glyphForCodePoint(codePoint).path.toSVG());
    }
  });

  it("leaves a font whose records are already even untouched", () => {
    const script = new Uint8Array(fs.readFileSync(fontFilePath("script")));
    expect(withEvenGlyphRecords(script)).toBe(script);
  });
});
