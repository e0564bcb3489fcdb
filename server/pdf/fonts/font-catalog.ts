/**
 * The shipped font files, read and parsed once per process. The parsed fontkit faces answer
 * which characters each font can draw and how wide they are, and pdf-lib embeds subsets of the
 * same faces (parsedFontkit), so no document parses a font again.
 */
import fs from "node:fs";
import fontkit, { type Font } from "@pdf-lib/fontkit";
import type { Fontkit } from "pdf-lib/cjs/types/fontkit";
import { withEvenGlyphRecords } from "./even-glyph-records";
import { fontFilePath, type FontKey } from "./font-files";
import { warmGlyphCache } from "./glyph-cache";

const bytesCache = new Map<FontKey, Uint8Array>();
const faceCache = new Map<FontKey, Font>();
const keyOfBytes = new WeakMap<Uint8Array, FontKey>();

export function fontBytes(key: FontKey): Uint8Array {
  let bytes = bytesCache.get(key);
  if (!bytes) {
    bytes = withEvenGlyphRecords(new Uint8Array(fs.readFileSync(fontFilePath(key))));
    bytesCache.set(key, bytes);
    keyOfBytes.set(bytes, key);
  }
  return bytes;
}

export function fontFace(key: FontKey): Font {
  let face = faceCache.get(key);
  if (!face) {
    face = fontkit.create(fontBytes(key));
    faceCache.set(key, face);
  }
  return face;
}

export function fontHasCodePoint(key: FontKey, codePoint: number): boolean {
  return fontFace(key).hasGlyphForCodePoint(codePoint);
}

/**
 * What pdf-lib's registerFontkit takes: for the bytes of a shipped font (fontBytes) it answers
 * the face parsed here, its glyph cache warmed because documents share it (./glyph-cache.ts);
 * pdf-lib only reads a face and makes each document's subset from it.
 */
export const parsedFontkit: Fontkit = {
  create(bytes) {
    const key = bytes instanceof Uint8Array ? keyOfBytes.get(bytes) : undefined;
    if (!key) throw new Error("Only the shipped fonts, as fontBytes gives them, can be embedded");
    const face = fontFace(key);
    warmGlyphCache(face);
    return face;
  },
};
