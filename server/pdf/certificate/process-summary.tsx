import { Text, View } from "@react-pdf/renderer";
import { formatMoment } from "./certificate-format";
import type { CompletionCertificateInput } from "./certificate-input";
import type { CertificateText } from "./certificate-strings";
import { styles } from "./certificate-styles";
import { LabelledRow } from "./labelled-row";

export function ProcessSummary({ input, t }: { input: CompletionCertificateInput; t: CertificateText }) {
  const { process } = input;
  const moment = (value: Date) => formatMoment(process.language, value, t("none"));
  return (
    <>
      <View style={styles.section}>
        <Text style={styles.sectionTitle}>{t("summary")}</Text>
        <LabelledRow label={t("subject")} value={process.subject} />
        <LabelledRow label={t("organization")} value={process.organizationName} />
        <LabelledRow label={t("processId")} value={process.id} mono />
        <LabelledRow label={t("created")} value={moment(process.createdAt)} />
        <LabelledRow label={t("completed")} value={moment(process.completedAt)} />
        <LabelledRow label={t("signerCount")} value={String(input.signers.length)} />
      </View>
      <View style={styles.section} wrap={false}>
        <Text style={styles.sectionTitle}>{t("hashes")}</Text>
        <LabelledRow label={t("sourceHash")} value={input.sourceSha256} mono />
        <LabelledRow label={t("finalHash")} value={input.finalSha256} mono />
        <Text style={styles.note}>{t("hashNote")}</Text>
      </View>
    </>
  );
}
