/**
 * The fonts shipped in this folder, each under the SIL Open Font License 1.1 with its licence
 * text beside it (README.md lists where each came from). They are read from the source tree at
 * run time: `npm start`, the CLI and the tests all run from the repository root.
 */
import path from "node:path";
import type { Language } from "@/lib/languages";

export const FONT_DIR = path.join(process.cwd(), "server", "pdf", "fonts");

export type FontKey = "sans" | "sansBold" | "mono" | "arabic" | "hebrew" | "thai" | "cjkSc" | "cjkJp" | "cjkKr" | "script";

/** Fonts to try for a character, best first; never empty. */
export type FontChain = readonly [FontKey, ...FontKey[]];

const FONT_FILE_NAMES: Record<FontKey, string> = {
  sans: "NotoSans-Regular.ttf",
  sansBold: "NotoSans-Bold.ttf",
  mono: "NotoSansMono-Regular.ttf",
  arabic: "NotoSansArabic-Regular.ttf",
  hebrew: "NotoSansHebrew-Regular.ttf",
  thai: "NotoSansThai-Regular.ttf",
  cjkSc: "NotoSansSC-Regular.ttf",
  cjkJp: "NotoSansJP-Regular.ttf",
  cjkKr: "NotoSansKR-Regular.ttf",
  script: "DancingScript-Regular.ttf",
};

export function fontFilePath(key: FontKey): string {
  return path.join(FONT_DIR, FONT_FILE_NAMES[key]);
}

// Noto Sans covers Latin, Greek, Cyrillic and Devanagari (with its shaping tables); Noto Sans
// Arabic, Hebrew and Thai add those scripts; Noto Sans SC adds Chinese, Japanese kana and CJK
// symbols (Noto Sans JP goes before it for Japanese text: fontsFor); Noto Sans KR adds Hangul.
// Bold text in the other scripts prints in their regular weight.
const OTHER_SCRIPTS = ["arabic", "hebrew", "thai", "cjkSc", "cjkKr"] as const;
export const TEXT_FONTS: FontChain = ["sans", ...OTHER_SCRIPTS];
export const BOLD_FONTS: FontChain = ["sansBold", ...OTHER_SCRIPTS];
export const MONO_FONTS: FontChain = ["mono", "sans", ...OTHER_SCRIPTS];
export const SCRIPT_FONTS: FontChain = ["script", "sans", ...OTHER_SCRIPTS];

/**
 * `chain` for text in `language`. Some kanji are drawn differently in Japan and in China (直, 骨,
 * 角, 誤): Japanese text takes Han and kana from Noto Sans JP, with Noto Sans SC after it for the
 * characters JP lacks (simplified Chinese ones). Every other language keeps the chain as it is.
 */
export function fontsFor(chain: FontChain, language: Language): FontChain {
  const chinese = chain.indexOf("cjkSc");
  if (language !== "ja" || chinese < 1) return chain;
  return [chain[0], ...chain.slice(1, chinese), "cjkJp", ...chain.slice(chinese)];
}
