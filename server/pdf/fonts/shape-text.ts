/**
 * One line of text as glyphs ready to draw: split into runs of one direction (the Unicode
 * bidirectional algorithm, paragraph direction from the first strong character), each split into
 * runs of one shipped font (./text-runs.ts), shaped, and put in visual order (left to right).
 *
 * Text in scripts whose letters never change shape or order (Latin, Greek, Cyrillic, CJK, with no
 * combining marks) takes each character's own glyph from a table kept per process: measuring the
 * certificate's candidate lines that way costs almost nothing, and HarfBuzz would give the same
 * glyphs. Everything else (Arabic, Hebrew, Thai, Devanagari, combining marks, any right-to-left
 * run) is shaped by HarfBuzz (./harfbuzz.ts; await loadShaper() first). Both give the same
 * ShapedRun, which one drawer writes (../stamp/shaped-line.ts).
 */
import bidiFactory from "bidi-js";
import { fontFace } from "./font-catalog";
import type { FontChain, FontKey } from "./font-files";
import { shapeWithHarfBuzz } from "./harfbuzz";
import { normalizeText, splitIntoFontRuns } from "./text-runs";

export interface Glyph {
  /** The glyph's id in the font file. */
  id: number;
  /** The characters this glyph stands for (a ligature or a cluster may stand for several; marks for none). */
  text: string;
  /** Advance and offsets in thousandths of the font size, as PDF text space measures glyphs. */
  advance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapedRun {
  font: FontKey;
  /** The run's characters in logical order, as they print (characters no font has are MISSING_CHARACTER). */
  text: string;
  rightToLeft: boolean;
  /** True when HarfBuzz shaped the run: its glyphs are not simply its characters in order. */
  shaped: boolean;
  /** In visual order, left to right. */
  glyphs: Glyph[];
}

export interface ShapedLine {
  /** Runs in visual order, left to right. */
  runs: ShapedRun[];
  /** The whole line in logical order, as typed: what copying it or a text extractor must give. */
  text: string;
  /** The paragraph direction, from the first strong character. */
  rightToLeft: boolean;
  /** In thousandths of the font size. */
  width: number;
}

const bidi = bidiFactory();
// The Unicode blocks that hold right-to-left letters (Hebrew to the Arabic extensions, their
// presentation forms, and the historic right-to-left scripts); a line without any is all left to
// right and needs no bidirectional analysis. Explicit direction marks are dropped by normalizeText.
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

const NOMINAL_SCRIPTS = /^[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Common}]*$/u;
const MARK = /\p{M}/u;

const nominalGlyphs = new Map<FontKey, Map<number, Glyph>>();

/** A character's own glyph in a font, with no shaping; cached per process. */
function nominalGlyph(font: FontKey, character: string): Glyph {
  let table = nominalGlyphs.get(font);
  if (!table) nominalGlyphs.set(font, (table = new Map()));
  const codePoint = character.codePointAt(0)!;
  let glyph = table.get(codePoint);
  if (!glyph) {
    const face = fontFace(font);
    const fontGlyph = face.glyphForCodePoint(codePoint);
    glyph = { id: fontGlyph.id, text: character, advance: (fontGlyph.advanceWidth * 1000) / face.unitsPerEm, xOffset: 0, yOffset: 0 };
    table.set(codePoint, glyph);
  }
  return glyph;
}

/** Whether a run's glyphs are simply its characters' own glyphs in order. */
function isNominal(text: string, rightToLeft: boolean): boolean {
  return !rightToLeft && NOMINAL_SCRIPTS.test(text) && !MARK.test(text);
}

function shapeRun(font: FontKey, text: string, rightToLeft: boolean): Glyph[] {
  if (isNominal(text, rightToLeft)) return Array.from(text, (character) => nominalGlyph(font, character));
  const scale = 1000 / fontFace(font).unitsPerEm;
  const shaped = shapeWithHarfBuzz(font, text, rightToLeft);
  // A glyph stands for the characters from its cluster to the next cluster in logical order.
  const starts = [...new Set(shaped.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const claimed = new Set<number>();
  return shaped.map((glyph) => {
    const end = starts.find((start) => start > glyph.cluster) ?? text.length;
    const first = !claimed.has(glyph.cluster);
    claimed.add(glyph.cluster);
    return {
      id: glyph.id,
      text: first ? text.slice(glyph.cluster, end) : "",
      advance: glyph.advance * scale,
      xOffset: glyph.xOffset * scale,
      yOffset: glyph.yOffset * scale,
    };
  });
}

interface LevelRun {
  level: number;
  font: FontKey;
  text: string;
}

/** The runs of one embedding level and one font, in logical order. */
function levelRuns(text: string, levels: Uint8Array, chain: FontChain): LevelRun[] {
  const runs: LevelRun[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end === start) return;
    const level = levels[start] ?? 0;
    for (const run of splitIntoFontRuns(text.slice(start, end), chain)) runs.push({ level, ...run });
    start = end;
  };
  for (let index = 0; index < text.length; index++) {
    // Both halves of a surrogate pair stay in one run.
    if (levels[index] !== levels[start] && !/[\uDC00-\uDFFF]/.test(text[index]!)) flush(index);
  }
  flush(text.length);
  return runs;
}

/** Rule L2 of the bidirectional algorithm, on whole runs: from the highest level down to the lowest odd one, reverse every stretch at that level or above. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let index = 0; index < ordered.length; ) {
      if (ordered[index]!.level < level) {
        index++;
        continue;
      }
      let end = index;
      while (end < ordered.length && ordered[end]!.level >= level) end++;
      ordered.splice(index, end - index, ...ordered.slice(index, end).reverse());
      index = end;
    }
  }
  return ordered;
}

export function shapeLine(text: string, chain: FontChain): ShapedLine {
  const normalized = normalizeText(text);
  const embedding = RIGHT_TO_LEFT.test(normalized) ? bidi.getEmbeddingLevels(normalized) : undefined;
  const rightToLeft = (embedding?.paragraphs[0]?.level ?? 0) % 2 === 1;
  const logical = embedding ? levelRuns(normalized, embedding.levels, chain) : splitIntoFontRuns(normalized, chain).map((run) => ({ level: 0, ...run }));
  const visual = visualOrder(logical);
  const runs = visual.map(({ font, text, level }) => {
    const runRightToLeft = level % 2 === 1;
    return { font, text, rightToLeft: runRightToLeft, shaped: !isNominal(text, runRightToLeft), glyphs: shapeRun(font, text, runRightToLeft) };
  });
  let width = 0;
  for (const run of runs) for (const glyph of run.glyphs) width += glyph.advance;
  return { runs, text: logical.map((run) => run.text).join(""), rightToLeft, width };
}
