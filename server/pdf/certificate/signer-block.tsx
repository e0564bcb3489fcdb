import { Text, View } from "@react-pdf/renderer";
import type { Language } from "@/lib/languages";
import { displayIp } from "@/lib/net/display-ip";
import { authenticationLabel, formatMoment, signatureLabel } from "./certificate-format";
import type { CertificateSigner } from "./certificate-input";
import type { CertificateText } from "./certificate-strings";
import { styles } from "./certificate-styles";
import { LabelledRow } from "./labelled-row";

/** One signer with the evidence of who they were and how they signed; never split across pages. */
export function SignerBlock({
  signer,
  language,
  t,
}: {
  signer: CertificateSigner;
  language: Language;
  t: CertificateText;
}) {
  const none = t("none");
  const moment = (value: Date | null) => formatMoment(language, value, none);
  return (
    <View style={styles.signer} wrap={false}>
      <Text style={styles.signerName}>{t("signerHeading", { order: signer.signOrder, name: signer.name })}</Text>
      {signer.roleLabel ? <LabelledRow label={t("role")} value={signer.roleLabel} /> : null}
      <LabelledRow label={t("email")} value={signer.email ?? none} />
      {signer.phoneMasked ? <LabelledRow label={t("phone")} value={signer.phoneMasked} /> : null}
      <LabelledRow label={t("authentication")} value={authenticationLabel(t, signer.authPolicy)} />
      {signer.authPolicy === "AES_OTP" ? (
        <LabelledRow label={t("otpVerified")} value={moment(signer.otpVerifiedAt)} />
      ) : null}
      <LabelledRow label={t("opened")} value={moment(signer.openedAt)} />
      <LabelledRow label={t("signed")} value={moment(signer.signedAt)} />
      <LabelledRow label={t("signature")} value={signatureLabel(t, signer.signatureType)} />
      <LabelledRow label={t("ip")} value={signer.ip ? displayIp(signer.ip) : none} />
      <LabelledRow label={t("device")} value={signer.userAgent ?? none} />
    </View>
  );
}
