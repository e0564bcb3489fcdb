/**
 * The shipped fonts as one document needs them: each embedded (as a subset of the glyphs
 * actually drawn) the first time it is used, from the face parsed once per process, and named
 * once in each page's resources.
 */
import { randomInt } from "node:crypto";
import type { PDFDocument, PDFFont, PDFName, PDFPage } from "pdf-lib";
import { fontBytes, fontFace, parsedFontkit } from "../fonts/font-catalog";
import type { FontKey } from "../fonts/font-files";
import type { Glyph } from "../fonts/shape-text";

/**
 * The parts of pdf-lib's CustomFontSubsetEmbedder (pdf-lib 1.17) that encodeText uses, which
 * take glyphs rather than text: its fontkit subset (which renumbers every glyph it includes), and
 * the glyphs it lists in the font's widths and ToUnicode map, by subset number less one.
 */
interface SubsetEmbedder {
  subset: { includeGlyph(glyphId: number): number };
  glyphs: SubsetGlyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

interface SubsetGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

export class DocumentFonts {
  private readonly embedded = new Map<FontKey, Promise<PDFFont>>();
  private readonly resourceNames = new Map<PDFPage, Map<PDFFont, PDFName>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(parsedFontkit);
  }

  font(key: FontKey): Promise<PDFFont> {
    let font = this.embedded.get(key);
    if (!font) {
      font = this.doc.embedFont(fontBytes(key), { subset: true, customName: subsetName(key) });
      this.embedded.set(key, font);
    }
    return font;
  }

  /**
   * The codes (hex, two bytes each) that draw `glyphs`, shaped glyphs of `key`, in `font`, the
   * document's subset of it; each glyph is added to the subset. A glyph that no character maps to
   * (a joined Arabic letter, a ligature) is listed in the ToUnicode map as the characters it was
   * shaped from, so even a reader that ignores /ActualText copies sensible text.
   */
  glyphCodes(key: FontKey, font: PDFFont, glyphs: readonly Glyph[]): string[] {
    const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
    const face = fontFace(key);
    const codes = glyphs.map((glyph) => {
      const subsetId = embedder.subset.includeGlyph(glyph.id);
      if (!embedder.glyphs[subsetId - 1]) {
        const fontGlyph = face.getGlyph(glyph.id);
        const codePoints = fontGlyph.codePoints.length > 0 ? fontGlyph.codePoints : Array.from(glyph.text, (character) => character.codePointAt(0)!);
        embedder.glyphs[subsetId - 1] = { id: glyph.id, advanceWidth: fontGlyph.advanceWidth, codePoints };
        embedder.glyphIdMap.set(glyph.id, subsetId);
      }
      return subsetId.toString(16).padStart(4, "0");
    });
    embedder.glyphCache.invalidate();
    return codes;
  }

  /** The name under which `font` is listed in the page's /Resources /Font. */
  resourceName(page: PDFPage, font: PDFFont): PDFName {
    let names = this.resourceNames.get(page);
    if (!names) {
      names = new Map();
      this.resourceNames.set(page, names);
    }
    let name = names.get(font);
    if (!name) {
      name = page.node.newFontDictionary(font.name, font.ref);
      names.set(font, name);
    }
    return name;
  }
}

/** A subset font is named with a tag of six capital letters and a plus (ISO 32000-1, 9.6.4). */
function subsetName(key: FontKey): string {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join("");
  return `${tag}+${fontFace(key).postscriptName ?? key}`;
}
