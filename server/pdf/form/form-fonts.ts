/**
 * The certificate's fonts (Noto Sans, SC, JP, KR, Mono) plus Dancing Script for typed signatures,
 * registered with react-pdf under a family name of its own.
 */
import { Font } from "@react-pdf/renderer";
import type { Language } from "@/lib/languages";
import { loadCertificateFonts, loadWarmFont, monoFamilies, sansFamilies } from "../certificate/certificate-fonts";
import { fontFilePath } from "../fonts/font-files";

const SCRIPT_FAMILY = "SignetFormScript";

/**
 * The font families of a form PDF in `language`: its text, hashes, and typed signatures (Dancing
 * Script, then the text chain for what it lacks, as SCRIPT_FONTS).
 */
export function formFonts(language: Language) {
  const sans = sansFamilies(language);
  return {
    text: { fontFamily: sans },
    mono: { fontFamily: monoFamilies(language) },
    script: { fontFamily: [SCRIPT_FAMILY, ...sans] },
  };
}

let registered = false;

export async function loadFormFonts(language: Language): Promise<void> {
  await loadCertificateFonts(language);
  if (!registered) {
    Font.register({ family: SCRIPT_FAMILY, src: fontFilePath("script") });
    registered = true;
  }
  await loadWarmFont({ fontFamily: SCRIPT_FAMILY, fontWeight: 400 });
}
