/**
 * The shipped fonts for @react-pdf/renderer (the online form's PDF, ../form), registered by file
 * path under family names of their own (so they cannot clash with fonts registered elsewhere).
 * Styles name a chain of families: react-pdf takes each glyph from the first family that has it.
 */
import { Font } from "@react-pdf/renderer";
import { fontFilePath } from "../fonts/font-files";
import { type GlyphCache, warmGlyphCache } from "../fonts/glyph-cache";

const FAMILIES = {
  sans: "SignetCertificateSans",
  arabic: "SignetCertificateArabic",
  hebrew: "SignetCertificateHebrew",
  thai: "SignetCertificateThai",
  sc: "SignetCertificateSC",
  kr: "SignetCertificateKR",
  mono: "SignetCertificateMono",
} as const;

// As TEXT_FONTS: react-pdf shapes and orders the text itself (fontkit and bidi-js).
export const SANS = [FAMILIES.sans, FAMILIES.arabic, FAMILIES.hebrew, FAMILIES.thai, FAMILIES.sc, FAMILIES.kr];
export const MONO = [FAMILIES.mono, ...SANS];

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

let registered = false;

export async function loadCertificateFonts(): Promise<void> {
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
    Font.register({ family: FAMILIES.kr, src: fontFilePath("cjkKr") });
    Font.register({ family: FAMILIES.mono, src: fontFilePath("mono") });
    registered = true;
  }
  for (const face of FACES) await loadWarmFont(face);
}

/** Loads one registered react-pdf face and warms its glyph cache once (../fonts/glyph-cache.ts). */
export async function loadWarmFont(face: { fontFamily: string; fontWeight: number }): Promise<void> {
  const source = Font.getFont(face);
  await source.load();
  // react-pdf types its fonts against fontkit, which ships no types; this much is certain.
  if (source.data) warmGlyphCache(source.data as unknown as GlyphCache);
}
