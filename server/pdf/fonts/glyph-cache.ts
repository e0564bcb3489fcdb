/**
 * Note: fontkit caches one glyph object per glyph id, with the code points of whichever use
 * created it first. When a glyph is first created as a component of an accented letter (the z
 * inside ź, when a subset is written), it has no code points, and every later document that
 * shares the parsed font maps that glyph to no text: "Abschlusszertifikat" extracts as
 * "Abschluss ertifikat". Creating every glyph from its own code point first keeps the text
 * layer right whatever was drawn before. Compatibility characters are skipped: they share a
 * glyph with the character they stand for (the Kangxi radical ⼦ with 子, the ligature ﬁ with f
 * and i), and that glyph should map to the ordinary character. So are the CJK supplementary
 * radicals, which have no compatibility form but share a glyph all the same (⻣ with 骨, ⻆ with 角
 * in Noto Sans SC): else a Chinese 骨 copies as the radical.
 */
export interface GlyphCache {
  characterSet: number[];
  glyphForCodePoint(codePoint: number): unknown;
}

const warmed = new WeakSet<object>();
const CJK_SUPPLEMENTARY_RADICAL = /[\u2E80-\u2EFF]/u;

/** Once per font object; later calls return at once. */
export function warmGlyphCache(font: GlyphCache): void {
  if (warmed.has(font)) return;
  for (const codePoint of font.characterSet) {
    const character = String.fromCodePoint(codePoint);
    if (character.normalize("NFKC") === character && !CJK_SUPPLEMENTARY_RADICAL.test(character)) font.glyphForCodePoint(codePoint);
  }
  warmed.add(font);
}
