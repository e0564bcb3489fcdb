/**
 * A recipient's submitted answers, judged as the server judges them: visibility re-evaluated
 * from the answers themselves, answers to hidden blocks dropped, every visible question checked
 * for its type and, when required, for an answer. What comes out is what formSubmissionJson
 * records as accepted.
 */
import type { FormAnswer, FormBlock } from "../schemas/online-forms";
import { isEmptyAnswer, visibleBlockIds } from "./visibility";

export interface AcceptedAnswers {
  /** Answers of the recipient's visible questions, in block order. */
  accepted: Record<string, FormAnswer>;
  /** The recipient's visible blocks, in block order. */
  visibleBlockIds: string[];
  /** One sentence per problem, naming the block; empty when the submit may go on. */
  problems: string[];
}

const MAX_TEXT = 10_000;

/** Why `answer` cannot answer `block`, or null when it can. */
export function answerTypeProblem(block: FormBlock, answer: unknown): string | null {
  switch (block.type) {
    case "TEXTAREA":
      if (typeof answer !== "string") return "must be text";
      return answer.length > MAX_TEXT ? `must be at most ${MAX_TEXT} characters` : null;
    case "BOOLEAN":
      return typeof answer === "boolean" ? null : "must be true or false";
    case "MULTIPLE_CHOICE": {
      const options = new Set((block.options ?? []).map((option) => option.id));
      if (block.allowMultiple) {
        if (!Array.isArray(answer) || !answer.every((id) => typeof id === "string" && options.has(id))) return "must be a list of the question's option ids";
        return new Set(answer).size === answer.length ? null : "must not choose an option twice";
      }
      return typeof answer === "string" && options.has(answer) ? null : "must be the id of one of the question's options";
    }
    default:
      return "is not a question";
  }
}

/** How a refusal names a block: `answers.dogName ("The dog's name")`. */
export const answerName = (block: FormBlock) => `answers.${block.id}${block.label ? ` ("${block.label}")` : ""}`;

export function acceptAnswers(blocks: readonly FormBlock[], signOrder: number, submitted: Readonly<Record<string, unknown>>): AcceptedAnswers {
  const problems: string[] = [];
  const mine = blocks.filter((block) => block.signOrder === signOrder);
  const mineById = new Map(mine.map((block) => [block.id, block]));

  for (const id of Object.keys(submitted)) {
    if (!mineById.has(id)) problems.push(`answers.${id}: this form has no question "${id}" for you`);
  }
  // Badly typed answers count as no answer while visibility is decided, so a wrong value can
  // never reveal anything; they are reported below when their block is visible.
  const wellTyped: Record<string, FormAnswer> = {};
  for (const block of mine) {
    if (Object.hasOwn(submitted, block.id) && submitted[block.id] !== null && answerTypeProblem(block, submitted[block.id]) === null) {
      wellTyped[block.id] = submitted[block.id] as FormAnswer;
    }
  }
  const visible = visibleBlockIds(blocks, wellTyped);

  const accepted: Record<string, FormAnswer> = {};
  const visibleIds: string[] = [];
  for (const block of mine) {
    if (!visible.has(block.id)) continue;
    visibleIds.push(block.id);
    if (block.type === "SECTION" || block.type === "TEXT" || block.type === "SIGNATURE") continue;
    const given = Object.hasOwn(submitted, block.id) ? submitted[block.id] : undefined;
    if (given !== undefined && given !== null) {
      const problem = answerTypeProblem(block, given);
      if (problem) {
        problems.push(`${answerName(block)} ${problem}`);
        continue;
      }
    }
    const answer = wellTyped[block.id];
    const missing = block.type === "BOOLEAN" ? answer !== true : isEmptyAnswer(answer);
    if (block.required && missing) {
      problems.push(`${answerName(block)} ${block.type === "BOOLEAN" ? "must be checked" : "is required"}`);
      continue;
    }
    if (answer !== undefined) accepted[block.id] = answer;
  }
  return { accepted, visibleBlockIds: visibleIds, problems };
}
