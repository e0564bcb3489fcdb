import { displayIp } from "@/lib/net/display-ip";
import { framed, stack, textBlock, type Block } from "./blocks";
import { authenticationLabel, formatMoment, signatureLabel } from "./certificate-format";
import type { CompletionCertificateInput, CertificateSigner } from "./certificate-input";
import type { CertificateText } from "@/lib/i18n/certificate-catalogue";
import { type CertificateStyles, certificateStyles, SIGNER_FRAME, SPACE } from "./certificate-styles";
import type { PageFlow } from "./page-flow";
import { labelledRow, sectionTitle } from "./section-parts";

/** Every signer, each with the evidence of who they were and how they signed; never split across pages. */
export async function placeSigners(flow: PageFlow, input: CompletionCertificateInput, t: CertificateText): Promise<void> {
  const width = flow.contentWidth;
  const styles = certificateStyles(input.process.language);
  const blocks = input.signers.map((signer) => signerBlock(signer, input, t, styles, width));
  await flow.place(sectionTitle(styles, t("signers"), width), blocks[0]?.height ?? 0);
  for (const block of blocks) await flow.place(block);
  flow.gap(SPACE.section);
}

function signerBlock(signer: CertificateSigner, input: CompletionCertificateInput, t: CertificateText, styles: CertificateStyles, width: number): Block {
  const none = t("none");
  const moment = (value: Date | null) => formatMoment(input.process.language, value, none);
  const inner = width - 2 * (SIGNER_FRAME.lineWidth + SIGNER_FRAME.padding);
  const row = (label: string, value: string) => labelledRow(styles, label, value, inner);
  const rows = [
    textBlock(t("signerHeading", { order: signer.signOrder, name: signer.name }), styles.signerName, inner, { bottom: 4 }),
    signer.roleLabel ? row(t("role"), signer.roleLabel) : null,
    row(t("email"), signer.email ?? none),
    signer.phoneMasked ? row(t("phone"), signer.phoneMasked) : null,
    row(t("authentication"), authenticationLabel(t, signer.authPolicy, signer.channel)),
    signer.authPolicy === "AES_OTP" ? row(t("otpVerified"), moment(signer.otpVerifiedAt)) : null,
    row(t("opened"), moment(signer.openedAt)),
    row(t("signed"), moment(signer.signedAt)),
    row(t("signature"), signatureLabel(t, signer.signatureType)),
    row(t("ip"), signer.ip ? displayIp(signer.ip) : none),
    row(t("device"), signer.userAgent ?? none),
  ].filter((block): block is Block => block !== null);
  return framed(stack(rows), { width, ...SIGNER_FRAME }, { bottom: 10 });
}
