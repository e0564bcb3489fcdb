/**
 * Draws a shaped line (../fonts/shape-text.ts) inside a text object, from the current text
 * position: each run in its font, each glyph by its number in the document's subset, with TJ
 * adjustments where the shaped advance or offset differs from the glyph's own width, and a text
 * rise for a glyph moved up or down (a vowel sign, a mark).
 *
 * A run whose glyphs are not simply its characters (joined Arabic letters, a Devanagari vowel
 * sign drawn before its consonant) is wrapped in a marked-content span with /ActualText, so
 * copying it or pdftotext gives the characters as typed. Note: text extractors (poppler, pdf.js)
 * take a line's characters in the order they stand on the page, left to right, and apply the
 * bidirectional algorithm themselves to recover the order they were typed in; so a right-to-left
 * run's /ActualText lists its characters in that visual order, like every PDF that draws
 * right-to-left text glyph by glyph, and the extracted line reads as typed.
 */
import {
  endMarkedContent,
  PDFArray,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  setFontAndSize,
  setTextRise,
} from "pdf-lib";
import { fontFace } from "../fonts/font-catalog";
import type { ShapedLine } from "../fonts/shape-text";
import type { DocumentFonts } from "./document-fonts";

export async function shapedLineOperators(page: PDFPage, fonts: DocumentFonts, line: ShapedLine, size: number): Promise<PDFOperator[]> {
  const context = page.doc.context;
  const operators: PDFOperator[] = [];
  for (const run of line.runs) {
    if (run.shaped) {
      const visual = run.rightToLeft ? Array.from(run.text).reverse().join("") : run.text;
      // An inline property list; its only string is hex, so the operand is plain ASCII.
      const properties = `<</ActualText ${PDFHexString.fromText(visual).toString()}>>`;
      operators.push(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), properties]));
    }
    const font = await fonts.font(run.font);
    const face = fontFace(run.font);
    const codes = fonts.glyphCodes(run.font, font, run.glyphs);
    operators.push(setFontAndSize(fonts.resourceName(page, font), size));
    let pieces: Array<PDFHexString | PDFNumber> = [];
    let hex = "";
    let rise = 0;
    const adjust = (thousandths: number) => {
      if (Math.abs(thousandths) < 0.001) return;
      if (hex) pieces.push(PDFHexString.of(hex));
      hex = "";
      pieces.push(PDFNumber.of(Math.round(thousandths * 1000) / 1000));
    };
    const show = () => {
      if (hex) pieces.push(PDFHexString.of(hex));
      hex = "";
      if (pieces.length === 0) return;
      const array = PDFArray.withContext(context);
      for (const piece of pieces) array.push(piece);
      operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]));
      pieces = [];
    };
    // After each glyph TJ moves on by the glyph's own width less a number (in thousandths of the size).
    let pending = 0;
    for (const [index, glyph] of run.glyphs.entries()) {
      if (glyph.yOffset !== rise) {
        show();
        operators.push(setTextRise((glyph.yOffset * size) / 1000));
        rise = glyph.yOffset;
      }
      adjust(pending - glyph.xOffset);
      hex += codes[index];
      const ownWidth = (face.getGlyph(glyph.id).advanceWidth * 1000) / face.unitsPerEm;
      pending = ownWidth - glyph.advance + glyph.xOffset;
    }
    adjust(pending);
    show();
    if (rise !== 0) operators.push(setTextRise(0));
    if (run.shaped) operators.push(endMarkedContent());
  }
  return operators;
}
