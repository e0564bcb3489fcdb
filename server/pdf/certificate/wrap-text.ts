/**
 * Breaks a paragraph into lines that fit a width, each line already split into runs of the
 * shipped font that draws it (../fonts/text-runs.ts). Lines break at spaces, after a hyphen or a
 * colon, and between any two CJK characters, as those scripts allow; a piece wider than the whole
 * line (a user agent without spaces, a long e-mail address) breaks between characters.
 *
 * Widths add up each character's advance in the font that draws it, as pdf-lib draws them (no
 * kerning), from a table kept per process: running the fonts' OpenType shaping for every
 * candidate line cost more than everything else the certificate does.
 */
import { fontFace } from "../fonts/font-catalog";
import type { FontChain, FontKey } from "../fonts/font-files";
import { normalizeText, splitIntoFontRuns, type FontRun } from "../fonts/text-runs";

export interface TextLine {
  runs: FontRun[];
  /** In points. */
  width: number;
}

const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
// A space, one CJK character (each may end a line), or a run of anything else up to and including
// a hyphen or a colon, after which a long name ("Müller-Lüdenscheidt") or an IPv6 address may break.
const PIECES = new RegExp(`\\s+|[${CJK}]|[^\\s${CJK}:-]*[:-]|[^\\s${CJK}:-]+`, "gu");
const SPACES = /^\s+$/;

const advances = new Map<FontKey, Map<number, number>>();

/** Advance of one character in a font, in thousandths of the font size. */
function advance(font: FontKey, codePoint: number): number {
  let table = advances.get(font);
  if (!table) advances.set(font, (table = new Map()));
  let units = table.get(codePoint);
  if (units === undefined) {
    const face = fontFace(font);
    units = (face.glyphForCodePoint(codePoint).advanceWidth * 1000) / face.unitsPerEm;
    table.set(codePoint, units);
  }
  return units;
}

export function runsWidth(runs: FontRun[], size: number): number {
  let units = 0;
  for (const run of runs) for (const character of run.text) units += advance(run.font, character.codePointAt(0)!);
  return (units * size) / 1000;
}

export function wrapText(text: string, fonts: FontChain, size: number, maxWidth: number): TextLine[] {
  const widthOf = (piece: string) => runsWidth(splitIntoFontRuns(piece, fonts), size);
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  const endLine = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = "";
    lineWidth = 0;
  };
  for (const piece of normalizeText(text).trim().match(PIECES) ?? []) {
    const width = widthOf(piece);
    if (lineWidth + width <= maxWidth) {
      line += piece;
      lineWidth += width;
    } else if (SPACES.test(piece)) {
      endLine();
    } else if (width <= maxWidth) {
      endLine();
      line = piece;
      lineWidth = width;
    } else {
      for (const character of piece) {
        const characterWidth = widthOf(character);
        if (line && lineWidth + characterWidth > maxWidth) endLine();
        line += character;
        lineWidth += characterWidth;
      }
    }
  }
  endLine();
  if (lines.length === 0) lines.push("");
  return lines.map((content) => {
    const runs = splitIntoFontRuns(content, fonts);
    return { runs, width: runsWidth(runs, size) };
  });
}
