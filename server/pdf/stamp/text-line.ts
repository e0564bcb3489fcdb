/**
 * One line of text fitted into a field: the largest size up to maxFontSize that fits the width,
 * vertically centred on the capital height. Each run of the line uses a shipped font that has
 * all of its glyphs (see ../fonts/text-runs.ts). Operators are in field-local space.
 */
import {
  beginText,
  endText,
  moveText,
  type PDFOperator,
  type PDFPage,
  type RGB,
  setFillingColor,
  setFontAndSize,
  showText,
} from "pdf-lib";
import { fontFace } from "../fonts/font-catalog";
import type { FontChain } from "../fonts/font-files";
import { normalizeText, splitIntoFontRuns } from "../fonts/text-runs";
import type { DocumentFonts } from "./document-fonts";

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
  const runs = await Promise.all(
    splitIntoFontRuns(normalizeText(text).trim(), style.fonts).map(async ({ font: key, text }) => ({
      key,
      text,
      font: await fonts.font(key),
    })),
  );
  const first = runs[0];
  if (!first || box.w <= 0 || box.h <= 0) return [];

  const padding = Math.min(2, box.w / 10);
  const available = box.w - 2 * padding;
  const widthAt = (size: number) => runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  let size = Math.min(style.maxFontSize, box.h * style.heightRatio);
  const natural = widthAt(size);
  if (natural > available) size *= available / natural;
  const width = widthAt(size);

  const face = fontFace(first.key);
  const capHeight = (face.capHeight / face.unitsPerEm) * size;
  const baseline = (box.h - capHeight) / 2;
  const start = style.align === "center" ? (box.w - width) / 2 : padding;

  const operators: PDFOperator[] = [beginText(), setFillingColor(style.color), moveText(start, baseline)];
  let previousWidth = 0;
  for (const run of runs) {
    if (previousWidth) operators.push(moveText(previousWidth, 0));
    operators.push(setFontAndSize(fonts.resourceName(page, run.font), size), showText(run.font.encodeText(run.text)));
    previousWidth = run.font.widthOfTextAtSize(run.text, size);
  }
  operators.push(endText());
  return operators;
}
