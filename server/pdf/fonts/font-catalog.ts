/**
 * The shipped font files, read and parsed once per process. The parsed fontkit faces answer
 * which characters each font can draw; fontBytes is what pdf-lib embeds (as subsets).
 */
import fs from "node:fs";
import fontkit, { type Font } from "@pdf-lib/fontkit";
import { withEvenGlyphRecords } from "./even-glyph-records";
import { fontFilePath, type FontKey } from "./font-files";

const bytesCache = new Map<FontKey, Uint8Array>();
const faceCache = new Map<FontKey, Font>();

export function fontBytes(key: FontKey): Uint8Array {
  let bytes = bytesCache.get(key);
  if (!bytes) {
    bytes = withEvenGlyphRecords(new Uint8Array(fs.readFileSync(fontFilePath(key))));
    bytesCache.set(key, bytes);
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
