/**
 * The Unicode fonts of the PDF stamping code (../fonts), offered to Chromium as web fonts at
 * internal URLs that the page's request handler answers from memory. The CJK faces declare a
 * unicode-range, so their 6 and 10 MB files are read and loaded only by documents that use
 * those scripts. A template's CSS may name these families or override the default.
 */
import fs from "node:fs/promises";
import { fontFilePath, type FontKey } from "../fonts/font-files";

export const FONT_URL_PREFIX = "https://template.signet.invalid/fonts/";

interface TemplateFace {
  file: string;
  key: FontKey;
  family: string;
  weight: number;
  unicodeRange?: string;
}

const CJK_RANGE = [
  "U+2E80-2FDF", // radicals
  "U+3000-303F", // CJK symbols and punctuation
  "U+3040-30FF", // kana
  "U+3100-312F",
  "U+31A0-31FF",
  "U+3200-33FF",
  "U+3400-4DBF",
  "U+4E00-9FFF",
  "U+F900-FAFF",
  "U+FE30-FE4F",
  "U+FF00-FFEF", // full-width forms
  "U+20000-2FA1F",
].join(", ");
const HANGUL_RANGE = ["U+1100-11FF", "U+3130-318F", "U+A960-A97F", "U+AC00-D7FF"].join(", ");

const FACES: readonly TemplateFace[] = [
  { file: "noto-sans-regular.ttf", key: "sans", family: "Noto Sans", weight: 400 },
  { file: "noto-sans-bold.ttf", key: "sansBold", family: "Noto Sans", weight: 700 },
  { file: "noto-sans-mono.ttf", key: "mono", family: "Noto Sans Mono", weight: 400 },
  { file: "noto-sans-sc.ttf", key: "cjkSc", family: "Noto Sans SC", weight: 400, unicodeRange: CJK_RANGE },
  { file: "noto-sans-kr.ttf", key: "cjkKr", family: "Noto Sans KR", weight: 400, unicodeRange: HANGUL_RANGE },
];

const TEXT_STACK = `"Noto Sans", "Noto Sans SC", "Noto Sans KR", sans-serif`;
const MONO_STACK = `"Noto Sans Mono", "Noto Sans SC", "Noto Sans KR", monospace`;

/** @font-face rules and the default families; the template's own CSS comes after and wins. */
export function fontFaceCss(): string {
  const faces = FACES.map((face) =>
    [
      "@font-face {",
      `  font-family: "${face.family}";`,
      `  src: url("${FONT_URL_PREFIX}${face.file}") format("truetype");`,
      `  font-weight: ${face.weight};`,
      "  font-style: normal;",
      face.unicodeRange ? `  unicode-range: ${face.unicodeRange};` : "",
      "}",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return [...faces, `body { font-family: ${TEXT_STACK}; }`, `code, kbd, pre, samp { font-family: ${MONO_STACK}; }`].join("\n");
}

// Raw files as published: Chromium needs no fix-ups, unlike pdf-lib (see ../fonts/even-glyph-records.ts).
const loaded = new Map<string, Promise<Buffer>>();

/** The bytes behind an internal font URL, or undefined for any other URL. */
export function fontForUrl(url: string): Promise<Buffer> | undefined {
  if (!url.startsWith(FONT_URL_PREFIX)) return undefined;
  const face = FACES.find((candidate) => FONT_URL_PREFIX + candidate.file === url);
  if (!face) return undefined;
  let bytes = loaded.get(face.file);
  if (!bytes) {
    bytes = fs.readFile(fontFilePath(face.key));
    bytes.catch(() => loaded.delete(face.file));
    loaded.set(face.file, bytes);
  }
  return bytes;
}
