/**
 * The shipped fonts for @react-pdf/renderer, registered by file path under family names of
 * their own (so they cannot clash with fonts registered elsewhere). Styles name a chain of
 * families: react-pdf takes each glyph from the first family that has it.
 */
import { Font } from "@react-pdf/renderer";
import { fontFilePath } from "../fonts/font-files";

const FAMILIES = {
  sans: "SignetCertificateSans",
  sc: "SignetCertificateSC",
  kr: "SignetCertificateKR",
  mono: "SignetCertificateMono",
} as const;

export const SANS = [FAMILIES.sans, FAMILIES.sc, FAMILIES.kr];
export const MONO = [FAMILIES.mono, ...SANS];

const FACES = [
  { fontFamily: FAMILIES.sans, fontWeight: 400 },
  { fontFamily: FAMILIES.sans, fontWeight: 700 },
  { fontFamily: FAMILIES.sc, fontWeight: 400 },
  { fontFamily: FAMILIES.kr, fontWeight: 400 },
  { fontFamily: FAMILIES.mono, fontWeight: 400 },
] as const;

let registered = false;
const warmed = new WeakSet<object>();

export async function loadCertificateFonts(): Promise<void> {
  if (!registered) {
    Font.register({
      family: FAMILIES.sans,
      fonts: [
        { src: fontFilePath("sans"), fontWeight: 400 },
        { src: fontFilePath("sansBold"), fontWeight: 700 },
      ],
    });
    Font.register({ family: FAMILIES.sc, src: fontFilePath("cjkSc") });
    Font.register({ family: FAMILIES.kr, src: fontFilePath("cjkKr") });
    Font.register({ family: FAMILIES.mono, src: fontFilePath("mono") });
    registered = true;
  }
  for (const face of FACES) await loadWarmFont(face);
}

/** Loads one registered react-pdf face and warms its glyph cache once (see warmGlyphCache). */
export async function loadWarmFont(face: { fontFamily: string; fontWeight: number }): Promise<void> {
  const source = Font.getFont(face);
  await source.load();
  if (source.data && !warmed.has(source.data)) {
    // react-pdf types its fonts against fontkit, which ships no types; this much is certain.
    warmGlyphCache(source.data as unknown as GlyphCache);
    warmed.add(source.data);
  }
}

/**
 * Note: fontkit caches one glyph object per glyph id, with the code points of whichever use
 * created it first, and react-pdf keeps a loaded font for the life of the process. When a
 * glyph is first created as a component of an accented letter (the z inside ź), it has no
 * code points, and every later document maps that glyph to no text: "Abschlusszertifikat"
 * extracts as "Abschluss ertifikat". Creating every glyph from its own code point first keeps
 * the text layer right whatever was rendered before. Compatibility characters are skipped: they
 * share a glyph with the character they stand for (the Kangxi radical ⼦ with 子, the ligature
 * ﬁ with f and i), and that glyph should map to the ordinary character.
 */
interface GlyphCache {
  characterSet: number[];
  glyphForCodePoint(codePoint: number): unknown;
}

function warmGlyphCache(font: GlyphCache): void {
  for (const codePoint of font.characterSet) {
    const character = String.fromCodePoint(codePoint);
    if (character.normalize("NFKC") === character) font.glyphForCodePoint(codePoint);
  }
}
