/**
 * Where anyone checks the signed document (API.md, "Verification"): the /verify page's address
 * in words, and a QR code of `${APP_URL}/verify#sha256=<hex of the signed document>` so that a
 * phone opens the page already naming the document it expects.
 */
import { rgb } from "pdf-lib";
import QRCode from "qrcode";
import type { CertificateText } from "@/lib/i18n/certificate-catalogue";
import { columns, stack, textBlock, type Block } from "./blocks";
import type { CompletionCertificateInput } from "./certificate-input";
import { certificateStyles, SPACE } from "./certificate-styles";
import type { PageFlow } from "./page-flow";
import { sectionTitle } from "./section-parts";

/** Printed size of the code: about 27 mm, which phone cameras read from arm's length. */
const QR_SIDE = 76;
const QR_GAP = 14;

export function verificationAddresses(appUrl: string, signedSha256: string): { page: string; qr: string } {
  const page = `${appUrl.replace(/\/+$/, "")}/verify`;
  return { page, qr: `${page}#sha256=${signedSha256}` };
}

export async function placeVerification(flow: PageFlow, input: CompletionCertificateInput, t: CertificateText): Promise<void> {
  if (!input.appUrl) return;
  const width = flow.contentWidth;
  const styles = certificateStyles(input.process.language);
  const { page, qr } = verificationAddresses(input.appUrl, input.finalSha256);
  const note = textBlock(t("verifyNote", { url: page }), styles.body, width - QR_SIDE - QR_GAP);
  await flow.place(
    stack(
      [
        sectionTitle(styles, t("verification"), width),
        columns(width, [
          { offset: 0, width: QR_SIDE, block: qrBlock(qr) },
          { offset: QR_SIDE + QR_GAP, width: width - QR_SIDE - QR_GAP, block: note },
        ]),
      ],
      { bottom: SPACE.section },
    ),
  );
}

/** The code as one vector path of its dark modules, with the quiet zone the standard asks for. */
function qrBlock(text: string): Block {
  const code = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = code.modules.size;
  const quiet = 2;
  const moduleSide = QR_SIDE / (size + 2 * quiet);
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (code.modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return {
    height: QR_SIDE,
    async draw(target, left, top) {
      // drawSvgPath measures y downward from its origin, as the layout does.
      target.page.drawSvgPath(path, { x: left, y: target.page.getHeight() - top, scale: moduleSide, color: rgb(0, 0, 0), borderWidth: 0 });
    },
  };
}
