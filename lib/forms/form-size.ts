/**
 * How much text a form may hold (docs/api.md, "Online forms"). Each block's own limits are
 * formBlockSchema's; this caps the whole form, which 500 blocks at their limits would otherwise
 * bring to some 30 million characters, and rechecks a template's blocks once their placeholders
 * are filled, since a short `{{name}}` may stand for much more text than it takes.
 */
import { formBlockSchema, type FormBlock } from "../schemas/online-forms";

/** About 60 printed pages: far more than a real form, well within one form PDF's render budget. */
export const MAX_FORM_TEXT_CHARS = 200_000;

/** Every character a block prints of its own: text, label, help and option labels. */
export function formTextLength(blocks: readonly FormBlock[]): number {
  let total = 0;
  for (const block of blocks) {
    total += (block.text?.length ?? 0) + (block.label?.length ?? 0) + (block.help?.length ?? 0);
    for (const option of block.options ?? []) total += option.label.length;
  }
  return total;
}

const count = (n: number) => n.toLocaleString("en-US");

/** The problem with the form's total size, or null; `where` names the definition in the message. */
export function formSizeProblem(blocks: readonly FormBlock[], where: string): string | null {
  const total = formTextLength(blocks);
  if (total <= MAX_FORM_TEXT_CHARS) return null;
  return `${where}: the form's blocks hold ${count(total)} characters of text; a form may hold at most ${count(MAX_FORM_TEXT_CHARS)}`;
}

/**
 * What is wrong with blocks whose placeholders were just filled, by block: each block against
 * its schema (a filled text longer than a block may hold, or unsafe characters from `data`).
 */
export function filledBlockProblems(blocks: readonly FormBlock[], where: string): string[] {
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    const parsed = formBlockSchema.safeParse(block);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".");
      const value = issue.path.reduce<unknown>((part, key) => (part as Record<PropertyKey, unknown> | undefined)?.[key], block);
      const problem =
        issue.code === "too_big" && typeof value === "string"
          ? `it is ${count(value.length)} characters long; at most ${count(Number(issue.maximum))} are allowed`
          : issue.message;
      problems.push(`${where}.blocks.${index} ("${block.id}").${field}: with its placeholders filled, ${problem}`);
    }
  });
  return problems;
}
