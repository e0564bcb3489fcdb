import { Document, Page, Text, View } from "@react-pdf/renderer";
import { AuditTrail } from "./audit-trail";
import type { CompletionCertificateInput } from "./certificate-input";
import type { CertificateText } from "./certificate-strings";
import { styles } from "./certificate-styles";
import { ProcessSummary } from "./process-summary";
import { SignerBlock } from "./signer-block";

export function CertificateDocument({ input, t }: { input: CompletionCertificateInput; t: CertificateText }) {
  const { process } = input;
  const title = t("documentTitle");
  return (
    <Document
      title={`${title}: ${process.subject}`}
      author={process.organizationName}
      subject={process.subject}
      creator="Signet"
      producer="Signet"
      language={process.language}
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.header} fixed>
          {`${title} · ${process.subject}`}
        </Text>
        <Text style={styles.title}>{title}</Text>
        <Text style={styles.subtitle}>{t("producedBy", { organization: process.organizationName })}</Text>
        <ProcessSummary input={input} t={t} />
        <View style={styles.section}>
          <Text style={styles.sectionTitle}>{t("signers")}</Text>
          {input.signers.map((signer) => (
            <SignerBlock key={`${signer.signOrder}-${signer.name}`} signer={signer} language={process.language} t={t} />
          ))}
        </View>
        <AuditTrail input={input} t={t} />
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => t("page", { page: pageNumber, pages: totalPages })}
        />
      </Page>
    </Document>
  );
}
