import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { Language } from "@/lib/languages";
import type { FormBlock } from "@/lib/schemas/online-forms";
import { blockTree, conditionNote, type BlockNode } from "./form-content";
import type { UnsignedFormInput } from "./form-input";
import { formFonts } from "./form-fonts";
import { Footer, FormTitle, Lines, Paragraph, QuestionHead, Section } from "./form-parts";
import type { FormText } from "@/lib/i18n/form-pdf-catalogue";
import { styles } from "./form-styles";

/**
 * The blank form for review: every block whatever the answers, each conditional one with its
 * condition in words, empty boxes to answer in, and "UNSIGNED" on every page (as text, so it
 * survives extraction and cannot be mistaken for the signed document).
 */
export function UnsignedFormDocument({ input, language, t }: { input: UnsignedFormInput; language: Language; t: FormText }) {
  const tree = blockTree(input.blocks);
  const recipients = new Set(input.blocks.map((block) => block.signOrder));
  const tagFor = (block: FormBlock) => (recipients.size > 1 ? t("recipient", { order: block.signOrder }) : undefined);
  const note = (block: FormBlock) => conditionNote(block, input.blocks, t);

  const renderNode = (node: BlockNode) => {
    const { block } = node;
    switch (block.type) {
      case "TEXT":
        return (
          <View key={block.id}>
            {note(block) ? <Text style={styles.condition}>{note(block)}</Text> : null}
            <Paragraph block={block} />
          </View>
        );
      case "SECTION":
        return (
          <Section key={block.id} node={node} note={note(block)}>
            {node.children.map(renderNode)}
          </Section>
        );
      case "SIGNATURE":
        return (
          <View key={block.id} style={styles.signature} wrap={false}>
            {note(block) ? <Text style={styles.condition}>{note(block)}</Text> : null}
            <Text style={styles.questionLabel}>{block.label || t("signatureOf", { order: block.signOrder })}</Text>
            {block.help ? <Lines style={styles.help} text={block.help} /> : null}
            <View style={styles.signatureLine} />
            <Text style={styles.signatureCaption}>{t("signatureOf", { order: block.signOrder })}</Text>
            <View style={styles.fieldLine}>
              <Text style={styles.fieldLabel}>{t("name")}</Text>
              <View style={styles.fieldBlank} />
              <Text style={styles.fieldLabel}>{t("date")}</Text>
              <View style={styles.fieldBlank} />
            </View>
          </View>
        );
      default:
        return (
          <View key={block.id} style={styles.question} wrap={false}>
            <QuestionHead block={block} note={note(block)} tag={tagFor(block)} />
            <BlankAnswer block={block} t={t} />
          </View>
        );
    }
  };

  return (
    <Document title={input.subject} author={input.organizationName} subject={input.subject} creator="Signet" producer="Signet" language={language}>
      <Page size="A4" style={[styles.page, formFonts(language).text]}>
        <Text style={styles.watermark} fixed>
          {t("unsigned")}
        </Text>
        <Text style={styles.unsignedBanner} fixed>
          {t("unsignedNotice")}
        </Text>
        <FormTitle subject={input.subject} organizationName={input.organizationName} />
        {tree.map(renderNode)}
        <Footer t={t} language={language} />
      </Page>
    </Document>
  );
}

function BlankAnswer({ block, t }: { block: FormBlock; t: FormText }) {
  if (block.type === "TEXTAREA") return <View style={styles.answerArea} />;
  const choices =
    block.type === "BOOLEAN"
      ? [
          { id: "yes", label: t("yes") },
          { id: "no", label: t("no") },
        ]
      : (block.options ?? []);
  const multiple = block.type === "MULTIPLE_CHOICE" && block.allowMultiple === true;
  return (
    <View>
      {block.type === "MULTIPLE_CHOICE" ? <Text style={styles.help}>{t(multiple ? "chooseAny" : "chooseOne")}</Text> : null}
      {choices.map((choice) => (
        <View key={choice.id} style={styles.choice}>
          <View style={multiple ? styles.checkbox : styles.radio} />
          <Text>{choice.label}</Text>
        </View>
      ))}
    </View>
  );
}
