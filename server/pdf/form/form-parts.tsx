/** The pieces both form PDFs share: page frame, footer, paragraphs, headings and question heads. */
import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { Language } from "@/lib/languages";
import type { FormBlock } from "@/lib/schemas/online-forms";
import { blockTitle, type BlockNode } from "./form-content";
import { formFonts } from "./form-fonts";
import type { FormText } from "@/lib/i18n/form-pdf-catalogue";
import { styles } from "./form-styles";

export function FormTitle({ subject, organizationName }: { subject: string; organizationName: string }) {
  return (
    <View>
      <Text style={styles.title}>{subject}</Text>
      <Text style={styles.subtitle}>{organizationName}</Text>
    </View>
  );
}

/** Page numbers on every page, and the content hash when there is one, in small mono text. */
export function Footer({ t, language, contentSha256 }: { t: FormText; language: Language; contentSha256?: string }) {
  return (
    <>
      {contentSha256 ? (
        <Text style={[styles.footerHash, formFonts(language).mono]} fixed>
          {t("contentHash", { hash: contentSha256 })}
        </Text>
      ) : null}
      <Text style={styles.footerPage} fixed render={({ pageNumber, totalPages }) => t("page", { page: pageNumber, pages: totalPages })} />
    </>
  );
}

/**
 * Text that keeps its line breaks, one Text per line. Note: a "\n" inside one react-pdf Text
 * is drawn with a glyph from built-in Helvetica, which adds an unembedded font to the file.
 */
export function Lines({ text, style }: { text: string; style: (typeof styles)[keyof typeof styles] }) {
  return (
    <View style={style}>
      {text.split("\n").map((line, index) => (
        <Text key={index}>{line === "" ? " " : line}</Text>
      ))}
    </View>
  );
}

export function Paragraph({ block }: { block: FormBlock }) {
  const text = block.text ?? block.label ?? "";
  return text.trim() === "" ? null : <Lines style={styles.paragraph} text={text} />;
}

/** A SECTION: its heading kept with what follows, its children indented beneath it. */
export function Section({ node, note, children }: { node: BlockNode; note?: string | null; children: ReactNode }) {
  const { block } = node;
  return (
    <View style={styles.section}>
      <View minPresenceAhead={48}>
        <Text style={styles.sectionTitle}>{blockTitle(block)}</Text>
        {note ? <Text style={styles.condition}>{note}</Text> : null}
        {block.help ? <Lines style={styles.help} text={block.help} /> : null}
      </View>
      <View style={styles.sectionBody}>{children}</View>
    </View>
  );
}

/** A question's label, help and (on the unsigned form) who answers it and when it shows. */
export function QuestionHead({ block, note, tag }: { block: FormBlock; note?: string | null; tag?: string }) {
  return (
    <View minPresenceAhead={28}>
      {tag ? <Text style={styles.recipientTag}>{tag}</Text> : null}
      <Text style={styles.questionLabel}>{blockTitle(block)}</Text>
      {block.help ? <Lines style={styles.help} text={block.help} /> : null}
      {note ? <Text style={styles.condition}>{note}</Text> : null}
    </View>
  );
}
