/**
 * One line of text fitted into a field: the largest size up to maxFontSize that fits the width,
 * vertically centred on the capital height. The line is shaped and ordered as ../fonts/shape-text.ts
 * describes, each run in a shipped font that has all of its glyphs. Operators are in field-local space.
 */
import { beginText, endText, moveText, type PDFOperator, type PDFPage, type RGB, setFillingColor } from "pdf-lib";
import { fontFace } from "../fonts/font-catalog";
import type { FontChain } from "../fonts/font-files";
import { loadShaper } from "../fonts/harfbuzz";
import { shapeLine } from "../fonts/shape-text";
import { normalizeText } from "../fonts/text-runs";
import type { DocumentFonts } from "./document-fonts";
import { shapedLineOperators } from "./shaped-line";

export interface TextLineStyle {
  fonts: FontChain;
  maxFontSize: number;
  /** The largest font size as a share of the field's height. */
  heightRatio: number;
  align: "left" | "center";
  color: RGB;
}

export async function textLineOperators(
  page: PDFPage,
  fonts: DocumentFonts,
  text: string,
  box: { w: number; h: number },
  style: TextLineStyle,
): Promise<PDFOperator[]> {
  await loadShaper();
  const line = shapeLine(normalizeText(text).trim(), style.fonts);
  const first = line.runs[0];
  if (!first || box.w <= 0 || box.h <= 0) return [];

  const padding = Math.min(2, box.w / 10);
  const available = box.w - 2 * padding;
  let size = Math.min(style.maxFontSize, box.h * style.heightRatio);
  if ((line.width * size) / 1000 > available) size = (available * 1000) / line.width;
  const width = (line.width * size) / 1000;

  const face = fontFace(first.font);
  const capHeight = (face.capHeight / face.unitsPerEm) * size;
  const baseline = (box.h - capHeight) / 2;
  // A right-to-left value starts at the field's right edge, as it is read.
  const start = style.align === "center" ? (box.w - width) / 2 : line.rightToLeft ? box.w - padding - width : padding;

  return [beginText(), setFillingColor(style.color), moveText(start, baseline), ...(await shapedLineOperators(page, fonts, line, size)), endText()];
}
