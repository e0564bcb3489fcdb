/**
 * HarfBuzz (harfbuzzjs, WebAssembly) with a face and font per shipped font, made once per
 * process. The package initializes its WebAssembly module with a top-level await, so it is
 * imported on first use: callers await loadShaper() once before shaping synchronously.
 */
import type * as HarfBuzz from "harfbuzzjs";
import { fontBytes } from "./font-catalog";
import type { FontKey } from "./font-files";

let harfbuzz: typeof HarfBuzz | undefined;
let loading: Promise<void> | undefined;
const fonts = new Map<FontKey, HarfBuzz.Font>();

export function loadShaper(): Promise<void> {
  loading ??= import("harfbuzzjs").then((module) => {
    harfbuzz = module;
  });
  return loading;
}

export interface ShapedGlyph {
  /** The glyph's id in the font file (not in any subset). */
  id: number;
  /** The index in the shaped text of the first character this glyph stands for. */
  cluster: number;
  /** Advance and offsets in font units. */
  advance: number;
  xOffset: number;
  yOffset: number;
}

/** The glyphs of `text` in one font and direction, in visual order (left to right). */
export function shapeWithHarfBuzz(key: FontKey, text: string, rightToLeft: boolean): ShapedGlyph[] {
  if (!harfbuzz) throw new Error("loadShaper() must finish before text is shaped");
  let font = fonts.get(key);
  if (!font) {
    font = new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(fontBytes(key))));
    fonts.set(key, font);
  }
  const buffer = new harfbuzz.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setDirection(rightToLeft ? harfbuzz.Direction.RTL : harfbuzz.Direction.LTR);
  harfbuzz.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    id: glyph.codepoint,
    cluster: glyph.cluster,
    advance: glyph.xAdvance ?? 0,
    xOffset: glyph.xOffset ?? 0,
    yOffset: glyph.yOffset ?? 0,
  }));
}
