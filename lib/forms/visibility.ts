/**
 * Which blocks of an online form are visible for a set of answers: the one rule engine the
 * builder's preview, the signing page and the server all use (the server's answer counts).
 *
 * A block is visible when its SECTION (if any) is visible and every one of its rules holds
 * (AND). A rule holds only when its source block is visible too: a hidden source never reveals
 * anything, whatever was typed into it before it was hidden. Comparisons use option ids.
 */
import type { FormAnswer, FormBlock, VisibilityRule } from "../schemas/online-forms";

type Answers = Readonly<Record<string, FormAnswer | null | undefined>>;

/** No answer, blank text, or no option chosen. `false` is an answer. */
export function isEmptyAnswer(answer: FormAnswer | null | undefined): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === "string") return answer.trim() === "";
  if (Array.isArray(answer)) return answer.length === 0;
  return false;
}

function ruleHolds(rule: VisibilityRule, answer: FormAnswer | null | undefined): boolean {
  switch (rule.operator) {
    case "isEmpty":
      return isEmptyAnswer(answer);
    case "isNotEmpty":
      return !isEmptyAnswer(answer);
    case "equals":
      return !isEmptyAnswer(answer) && answer === rule.value;
    case "notEquals":
      return answer !== rule.value;
    case "includes":
      return Array.isArray(answer) && typeof rule.value === "string" && answer.includes(rule.value);
  }
}

/**
 * The ids of the visible blocks. Blocks that refer to missing blocks, or to themselves through
 * their parents or sources, are hidden (saving refuses such forms; this never loops).
 */
export function visibleBlockIds(blocks: readonly FormBlock[], answers: Answers): Set<string> {
  const byId = new Map(blocks.map((block) => [block.id, block]));
  const decided = new Map<string, boolean>();
  const deciding = new Set<string>();

  const isVisible = (id: string): boolean => {
    const known = decided.get(id);
    if (known !== undefined) return known;
    const block = byId.get(id);
    if (!block || deciding.has(id)) return false;
    deciding.add(id);
    const visible =
      (block.parentId === undefined || isVisible(block.parentId)) &&
      block.showWhen.every((rule) => isVisible(rule.field) && ruleHolds(rule, Object.hasOwn(answers, rule.field) ? answers[rule.field] : undefined));
    deciding.delete(id);
    decided.set(id, visible);
    return visible;
  };

  return new Set(blocks.filter((block) => isVisible(block.id)).map((block) => block.id));
}
