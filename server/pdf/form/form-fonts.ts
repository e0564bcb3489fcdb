/**
 * The certificate's fonts (Noto Sans, SC, KR, Mono) plus Dancing Script for typed signatures,
 * registered with react-pdf under a family name of its own.
 */
import { Font } from "@react-pdf/renderer";
import { loadCertificateFonts, loadWarmFont, SANS } from "../certificate/certificate-fonts";
import { fontFilePath } from "../fonts/font-files";

const SCRIPT_FAMILY = "SignetFormScript";

/** Typed signatures: Dancing Script, then the text chain for what it lacks (as SCRIPT_FONTS). */
export const SCRIPT = [SCRIPT_FAMILY, ...SANS];

let registered = false;

export async function loadFormFonts(): Promise<void> {
  await loadCertificateFonts();
  if (!registered) {
    Font.register({ family: SCRIPT_FAMILY, src: fontFilePath("script") });
    registered = true;
  }
  await loadWarmFont({ fontFamily: SCRIPT_FAMILY, fontWeight: 400 });
}
