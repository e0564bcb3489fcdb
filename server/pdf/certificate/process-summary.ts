import { stack, textBlock } from "./blocks";
import { formatMoment } from "./certificate-format";
import type { CompletionCertificateInput } from "./certificate-input";
import type { CertificateText } from "@/lib/i18n/certificate-catalogue";
import { certificateStyles, SPACE } from "./certificate-styles";
import type { PageFlow } from "./page-flow";
import { labelledRow, sectionTitle } from "./section-parts";

/** The process in brief, then both documents' hashes (kept together on one page). */
export async function placeProcessSummary(flow: PageFlow, input: CompletionCertificateInput, t: CertificateText): Promise<void> {
  const { process } = input;
  const styles = certificateStyles(process.language);
  const width = flow.contentWidth;
  const moment = (value: Date) => formatMoment(process.language, value, t("none"));
  const rows = [
    labelledRow(styles, t("subject"), process.subject, width),
    labelledRow(styles, t("organization"), process.organizationName, width),
    labelledRow(styles, t("processId"), process.id, width, true),
    labelledRow(styles, t("created"), moment(process.createdAt), width),
    labelledRow(styles, t("completed"), moment(process.completedAt), width),
    labelledRow(styles, t("signerCount"), String(input.signers.length), width),
  ];
  await flow.place(sectionTitle(styles, t("summary"), width), rows[0]!.height);
  for (const row of rows) await flow.place(row);
  flow.gap(SPACE.section);

  await flow.place(
    stack(
      [
        sectionTitle(styles, t("hashes"), width),
        labelledRow(styles, t("sourceHash"), input.sourceSha256, width, true),
        labelledRow(styles, t("finalHash"), input.finalSha256, width, true),
        textBlock(t("hashNote"), styles.note, width, { top: 4 }),
      ],
      { bottom: SPACE.section },
    ),
  );
}
