/** Pieces every section of the certificate shares: its title and a labelled row. */
import { columns, ruled, textBlock, type Block } from "./blocks";
import { type CertificateStyles, SECTION_RULE, SPACE } from "./certificate-styles";

export function sectionTitle(styles: CertificateStyles, text: string, width: number): Block {
  return ruled(textBlock(text, styles.sectionTitle, width), { width, ...SECTION_RULE }, { bottom: 6 });
}

/** A muted label and its value side by side; a hash is set in the monospaced font. */
export function labelledRow(styles: CertificateStyles, label: string, value: string, width: number, mono = false): Block {
  return columns(
    width,
    [
      { offset: 0, width: SPACE.label, block: textBlock(label, styles.muted, SPACE.label) },
      { offset: SPACE.label, width: width - SPACE.label, block: textBlock(value, mono ? styles.hash : styles.body, width - SPACE.label) },
    ],
    { bottom: SPACE.row },
  );
}
