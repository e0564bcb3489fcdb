/**
 * Breaks a paragraph into lines that fit a width, each line already shaped and ordered for drawing
 * (../fonts/shape-text.ts). Lines break at spaces, after a hyphen or a colon, and between any two
 * CJK characters, as those scripts allow; a piece wider than the whole line (a user agent without
 * spaces, a long e-mail address) breaks between characters.
 *
 * Widths are the shaped widths of each piece (an Arabic word joined, a Devanagari cluster
 * formed); Latin and CJK pieces are measured from a per-process table of advances, which is what
 * keeps measuring every candidate line cheap. Call loadShaper() (../fonts/harfbuzz.ts) first.
 */
import type { FontChain } from "../fonts/font-files";
import { shapeLine, type ShapedLine } from "../fonts/shape-text";
import { normalizeText } from "../fonts/text-runs";

export interface TextLine {
  shaped: ShapedLine;
  /** In points. */
  width: number;
}

const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
// A space, one CJK character (each may end a line), or a run of anything else up to and including
// a hyphen or a colon, after which a long name ("Müller-Lüdenscheidt") or an IPv6 address may break.
const PIECES = new RegExp(`\\s+|[${CJK}]|[^\\s${CJK}:-]*[:-]|[^\\s${CJK}:-]+`, "gu");
const SPACES = /^\s+$/;

export function wrapText(text: string, fonts: FontChain, size: number, maxWidth: number): TextLine[] {
  const widthOf = (piece: string) => (shapeLine(piece, fonts).width * size) / 1000;
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
    const shaped = shapeLine(content, fonts);
    return { shaped, width: (shaped.width * size) / 1000 };
  });
}
