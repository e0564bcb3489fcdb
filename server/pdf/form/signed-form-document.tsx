import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import type { Language } from "@/lib/languages";
import type { FormBlock } from "@/lib/schemas/online-forms";
import { formatMoment } from "../certificate/certificate-format";
import { blockTree, formatAnswer, type BlockNode } from "./form-content";
import type { SignedFormInput, SignedFormRecipient } from "./form-input";
import { formFonts } from "./form-fonts";
import { Footer, FormTitle, Lines, Paragraph, QuestionHead, Section } from "./form-parts";
import type { FormText } from "@/lib/i18n/form-pdf-catalogue";
import { styles } from "./form-styles";

/**
 * The completed form: each block with its own recipient's answers, and only the blocks that
 * recipient saw (a hidden SECTION takes its children with it).
 */
export function SignedFormDocument({ input, language, t }: { input: SignedFormInput; language: Language; t: FormText }) {
  const bySignOrder = new Map(input.recipients.map((recipient) => [recipient.signOrder, recipient]));
  const visible = new Map(input.recipients.map((recipient) => [recipient.signOrder, new Set(recipient.visibleBlockIds)]));
  const tree = blockTree(input.blocks, (block) => visible.get(block.signOrder)?.has(block.id) ?? false);

  const renderNode = (node: BlockNode) => {
    const { block } = node;
    const recipient = bySignOrder.get(block.signOrder)!;
    switch (block.type) {
      case "TEXT":
        return <Paragraph key={block.id} block={block} />;
      case "SECTION":
        return (
          <Section key={block.id} node={node}>
            {node.children.map(renderNode)}
          </Section>
        );
      case "SIGNATURE":
        return <SignedSignature key={block.id} block={block} recipient={recipient} language={language} t={t} />;
      default:
        return (
          <View key={block.id} style={styles.question}>
            <QuestionHead block={block} />
            <Lines style={styles.answer} text={formatAnswer(block, answerOf(recipient, block), t)} />
          </View>
        );
    }
  };

  return (
    <Document title={input.subject} author={input.organizationName} subject={input.subject} creator="Signet" producer="Signet" language={language}>
      <Page size="A4" style={[styles.page, formFonts(language).text]}>
        <Text style={styles.header} fixed>
          {`${input.subject} · ${input.organizationName}`}
        </Text>
        <FormTitle subject={input.subject} organizationName={input.organizationName} />
        {tree.map(renderNode)}
        <Footer t={t} language={language} contentSha256={input.formContentSha256} />
      </Page>
    </Document>
  );
}

function answerOf(recipient: SignedFormRecipient, block: FormBlock) {
  return Object.hasOwn(recipient.answers, block.id) ? recipient.answers[block.id] : undefined;
}

function SignedSignature({
  block,
  recipient,
  language,
  t,
}: {
  block: FormBlock;
  recipient: SignedFormRecipient;
  language: Language;
  t: FormText;
}) {
  const { signature } = recipient;
  return (
    <View style={styles.signature} wrap={false}>
      {block.label ? <Text style={styles.questionLabel}>{block.label}</Text> : null}
      {block.help ? <Lines style={styles.help} text={block.help} /> : null}
      {signature.type === "DRAWN" ? (
        // eslint-disable-next-line jsx-a11y/alt-text -- a PDF image: react-pdf has no alt text
        <Image style={styles.signatureImage} src={{ data: Buffer.from(signature.imagePng), format: "png" }} />
      ) : (
        <Text style={[styles.signatureTyped, formFonts(language).script]}>{signature.text}</Text>
      )}
      <Text style={styles.signatureCaption}>{t("signedBy", { name: recipient.name })}</Text>
      <Text style={styles.signatureCaption}>{t("signedAt", { moment: formatMoment(language, recipient.signedAt, t("none")) })}</Text>
    </View>
  );
}
