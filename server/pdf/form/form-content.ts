/**
 * The form's words as the PDFs print them: the block tree (SECTIONs with their children),
 * answers as labels, conditions as plain sentences, and every string reduced to what the
 * shipped fonts can draw (../fonts/text-runs.ts). No React here.
 */
import type { FormAnswer, FormBlock, VisibilityRule } from "@/lib/schemas/online-forms";
import { SCRIPT_FONTS, TEXT_FONTS } from "../fonts/font-files";
import { printableText } from "../fonts/text-runs";
import type { SignedFormInput, SignedFormRecipient, UnsignedFormInput } from "./form-input";
import type { FormText } from "@/lib/i18n/form-pdf-catalogue";

export interface BlockNode {
  block: FormBlock;
  children: BlockNode[];
}

/**
 * The blocks in their order, each SECTION holding its children. A block whose parent is
 * missing or not a SECTION stands at the top level; `include` drops a block and everything
 * under it. Blocks caught in a parent cycle never reach the top and are left out.
 */
export function blockTree(blocks: readonly FormBlock[], include: (block: FormBlock) => boolean = () => true): BlockNode[] {
  const sections = new Set(blocks.filter((block) => block.type === "SECTION").map((block) => block.id));
  const hasParent = (block: FormBlock) =>
    block.parentId !== undefined && block.parentId !== block.id && sections.has(block.parentId);
  const childrenOf = new Map<string, FormBlock[]>();
  for (const block of blocks) {
    if (!hasParent(block)) continue;
    const siblings = childrenOf.get(block.parentId!) ?? [];
    siblings.push(block);
    childrenOf.set(block.parentId!, siblings);
  }
  const build = (block: FormBlock, seen: ReadonlySet<string>): BlockNode | null => {
    if (seen.has(block.id) || !include(block)) return null;
    const path = new Set(seen).add(block.id);
    const children = (childrenOf.get(block.id) ?? [])
      .map((child) => build(child, path))
      .filter((node): node is BlockNode => node !== null);
    return { block, children };
  };
  return blocks
    .filter((block) => !hasParent(block))
    .map((block) => build(block, new Set()))
    .filter((node): node is BlockNode => node !== null);
}

/** Text that may span lines (paragraphs, help, TEXTAREA answers): each line made printable, breaks kept. */
export function printableLines(text: string): string {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => printableText(line, TEXT_FONTS))
    .join("\n");
}

const printableLine = (text: string) => printableText(text, TEXT_FONTS);

/** What a question or heading is called: its label, else its text. */
export function blockTitle(block: FormBlock): string {
  return block.label?.trim() || block.text?.trim() || "";
}

/**
 * The accepted answer as it prints: TEXTAREA text with its line breaks, BOOLEAN Yes/No,
 * MULTIPLE_CHOICE the chosen options' labels in the form's order (never ids), and a dash for
 * no answer. An answer of the wrong shape, or an option the block does not have, prints as
 * no answer rather than as raw data.
 */
export function formatAnswer(block: FormBlock, answer: FormAnswer | undefined, t: FormText): string {
  const none = t("none");
  switch (block.type) {
    case "TEXTAREA":
      return typeof answer === "string" && answer.trim() !== "" ? answer : none;
    case "BOOLEAN":
      return typeof answer === "boolean" ? t(answer ? "yes" : "no") : none;
    case "MULTIPLE_CHOICE": {
      const chosen = new Set(typeof answer === "string" ? [answer] : Array.isArray(answer) ? answer : []);
      const labels = (block.options ?? []).filter((option) => chosen.has(option.id)).map((option) => option.label);
      return labels.length > 0 ? labels.join(", ") : none;
    }
    default:
      return none;
  }
}

/** A block's own rules as one sentence ("Shown when “Do you keep pets?” is Yes"), or null. */
export function conditionNote(block: FormBlock, blocks: readonly FormBlock[], t: FormText): string | null {
  if (block.showWhen.length === 0) return null;
  const byId = new Map(blocks.map((item) => [item.id, item]));
  const conditions = block.showWhen.map((rule) => ruleText(rule, byId.get(rule.field), t)).join(t("and"));
  return printableLine(t("shownWhen", { conditions }));
}

function ruleText(rule: VisibilityRule, source: FormBlock | undefined, t: FormText): string {
  const field = (source && blockTitle(source)) || t("unknownField");
  switch (rule.operator) {
    case "isEmpty":
      return t("ruleIsEmpty", { field });
    case "isNotEmpty":
      return t("ruleIsNotEmpty", { field });
    case "equals":
      return t("ruleEquals", { field, value: ruleValue(rule, source, t) });
    case "notEquals":
      return t("ruleNotEquals", { field, value: ruleValue(rule, source, t) });
    case "includes":
      return t("ruleIncludes", { field, value: ruleValue(rule, source, t) });
  }
}

function ruleValue(rule: VisibilityRule, source: FormBlock | undefined, t: FormText): string {
  if (typeof rule.value === "boolean") return t(rule.value ? "yes" : "no");
  if (rule.value === undefined) return t("none");
  const option = source?.options?.find((item) => item.id === rule.value);
  if (option) return t("quotedValue", { value: option.label });
  // Rules on choices compare option ids; an id the question lacks is never printed.
  if (source?.type === "MULTIPLE_CHOICE") return t("quotedValue", { value: "?" });
  return t("quotedValue", { value: rule.value });
}

function printableBlock(block: FormBlock): FormBlock {
  return {
    ...block,
    text: block.text === undefined ? undefined : printableLines(block.text),
    label: block.label === undefined ? undefined : printableLine(block.label),
    help: block.help === undefined ? undefined : printableLines(block.help),
    options: block.options?.map((option) => ({ ...option, label: printableLine(option.label) })),
    // Rule values stay as they are: they compare with option ids, and conditionNote makes
    // its whole sentence printable.
  };
}

function printableRecipient(recipient: SignedFormRecipient): SignedFormRecipient {
  const answers = Object.fromEntries(
    Object.entries(recipient.answers).map(([id, answer]) => [id, typeof answer === "string" ? printableLines(answer) : answer]),
  );
  const signature =
    recipient.signature.type === "TYPED"
      ? { type: "TYPED" as const, text: printableText(recipient.signature.text, SCRIPT_FONTS) }
      : recipient.signature;
  return { ...recipient, name: printableLine(recipient.name), answers, signature };
}

/** A copy of the input with every string the PDF prints made printable; ids and bytes untouched. */
export function printableSignedInput(input: SignedFormInput): SignedFormInput {
  return {
    ...input,
    subject: printableLine(input.subject),
    organizationName: printableLine(input.organizationName),
    blocks: input.blocks.map(printableBlock),
    recipients: input.recipients.map(printableRecipient),
  };
}

export function printableUnsignedInput(input: UnsignedFormInput): UnsignedFormInput {
  return {
    ...input,
    subject: printableLine(input.subject),
    organizationName: printableLine(input.organizationName),
    blocks: input.blocks.map(printableBlock),
  };
}
