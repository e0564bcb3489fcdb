/**
 * The shipped fonts for @react-pdf/renderer (the online form's PDF, ../form), registered by file
 * path under family names of their own (so they cannot clash with fonts registered elsewhere).
 * Styles name a chain of families: react-pdf takes each glyph from the first family that has it.
 */
import { Font } from "@react-pdf/renderer";
import type { Language } from "@/lib/languages";
import { type FontChain, type FontKey, fontFilePath, fontsFor, MONO_FONTS, TEXT_FONTS } from "../fonts/font-files";
import { type GlyphCache, warmGlyphCache } from "../fonts/glyph-cache";

const FAMILIES = {
  sans: "SignetCertificateSans",
  arabic: "SignetCertificateArabic",
  hebrew: "SignetCertificateHebrew",
  thai: "SignetCertificateThai",
  sc: "SignetCertificateSC",
  jp: "SignetCertificateJP",
  kr: "SignetCertificateKR",
  mono: "SignetCertificateMono",
} as const;

// Bold Noto Sans is the sans family's weight 700 here, not a font of its own.
const FAMILY_OF: Partial<Record<FontKey, string>> = {
  sans: FAMILIES.sans,
  arabic: FAMILIES.arabic,
  hebrew: FAMILIES.hebrew,
  thai: FAMILIES.thai,
  cjkSc: FAMILIES.sc,
  cjkJp: FAMILIES.jp,
  cjkKr: FAMILIES.kr,
  mono: FAMILIES.mono,
};

/** The families of a chain of shipped fonts, in its order; react-pdf shapes and orders the text itself (fontkit and bidi-js). */
function families(chain: FontChain): string[] {
  return chain.map((key) => FAMILY_OF[key]).filter((family) => family !== undefined);
}

/** TEXT_FONTS for text in `language` (fontsFor: Japanese takes its kanji and kana from Noto Sans JP). */
export const sansFamilies = (language: Language): string[] => families(fontsFor(TEXT_FONTS, language));
/** MONO_FONTS for text in `language`. */
export const monoFamilies = (language: Language): string[] => families(fontsFor(MONO_FONTS, language));

const FACES = [
  { fontFamily: FAMILIES.sans, fontWeight: 400 },
  { fontFamily: FAMILIES.sans, fontWeight: 700 },
  { fontFamily: FAMILIES.arabic, fontWeight: 400 },
  { fontFamily: FAMILIES.hebrew, fontWeight: 400 },
  { fontFamily: FAMILIES.thai, fontWeight: 400 },
  { fontFamily: FAMILIES.sc, fontWeight: 400 },
  { fontFamily: FAMILIES.kr, fontWeight: 400 },
  { fontFamily: FAMILIES.mono, fontWeight: 400 },
] as const;
// Noto Sans JP is loaded only for Japanese text, the one language whose chain has it.
const JAPANESE_FACE = { fontFamily: FAMILIES.jp, fontWeight: 400 } as const;

let registered = false;

export async function loadCertificateFonts(language: Language): Promise<void> {
  if (!registered) {
    Font.register({
      family: FAMILIES.sans,
      fonts: [
        { src: fontFilePath("sans"), fontWeight: 400 },
        { src: fontFilePath("sansBold"), fontWeight: 700 },
      ],
    });
    Font.register({ family: FAMILIES.arabic, src: fontFilePath("arabic") });
    Font.register({ family: FAMILIES.hebrew, src: fontFilePath("hebrew") });
    Font.register({ family: FAMILIES.thai, src: fontFilePath("thai") });
    Font.register({ family: FAMILIES.sc, src: fontFilePath("cjkSc") });
    Font.register({ family: FAMILIES.jp, src: fontFilePath("cjkJp") });
    Font.register({ family: FAMILIES.kr, src: fontFilePath("cjkKr") });
    Font.register({ family: FAMILIES.mono, src: fontFilePath("mono") });
    registered = true;
  }
  for (const face of FACES) await loadWarmFont(face);
  if (language === "ja") await loadWarmFont(JAPANESE_FACE);
}

/** Loads one registered react-pdf face and warms its glyph cache once (../fonts/glyph-cache.ts). */
export async function loadWarmFont(face: { fontFamily: string; fontWeight: number }): Promise<void> {
  const source = Font.getFont(face);
  await source.load();
  // react-pdf types its fonts against fontkit, which ships no types; this much is certain.
  if (source.data) warmGlyphCache(source.data as unknown as GlyphCache);
}
