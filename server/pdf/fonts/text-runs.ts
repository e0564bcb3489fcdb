/**
 * Splits text into runs that one shipped font can draw completely, so that no character ever
 * prints as a missing-glyph box. A character no shipped font has becomes MISSING_CHARACTER.
 */
import { fontHasCodePoint } from "./font-catalog";
import type { FontChain, FontKey } from "./font-files";

/** What a character no shipped font can draw becomes: visible, and present in every font. */
export const MISSING_CHARACTER = "?";

export interface FontRun {
  font: FontKey;
  text: string;
}

const LINE_BREAKS_AND_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
// Joiners, direction marks and variation selectors print nothing, and most fonts lack them.
const INVISIBLE_FORMATTING = /[\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SPACE = /\p{Zs}/u;

/** One line of text: composed (NFC), line breaks and controls as spaces, invisibles dropped. */
export function normalizeText(text: string): string {
  return text.normalize("NFC").replace(LINE_BREAKS_AND_CONTROLS, " ").replace(INVISIBLE_FORMATTING, "");
}

export function splitIntoFontRuns(text: string, chain: FontChain): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of normalizeText(text)) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    // Letters and digits take the best font that has them; spaces, punctuation and combining
    // marks stay in the current run's font when it has them, so runs do not fragment.
    let font =
      current && !LETTER_OR_DIGIT.test(char) && fontHasCodePoint(current.font, codePoint)
        ? current.font
        : chain.find((key) => fontHasCodePoint(key, codePoint));
    let drawn = char;
    if (!font) {
      font = current?.font ?? chain[0];
      drawn = SPACE.test(char) ? " " : MISSING_CHARACTER;
    }
    if (current && current.font === font) current.text += drawn;
    else runs.push({ font, text: drawn });
  }
  return runs;
}

/** The text as it will print: what splitIntoFontRuns would draw, joined. */
export function printableText(text: string, chain: FontChain): string {
  return splitIntoFontRuns(text, chain)
    .map((run) => run.text)
    .join("");
}

/**
 * The characters of `text` no font of `chain` can draw (each once, in order), which would print
 * as MISSING_CHARACTER: what a signer is asked to change before their value is stamped.
 */
export function unprintableCharacters(text: string, chain: FontChain): string[] {
  const missing = new Set<string>();
  for (const char of normalizeText(text)) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (!SPACE.test(char) && !chain.some((key) => fontHasCodePoint(key, codePoint))) missing.add(char);
  }
  return [...missing];
}
