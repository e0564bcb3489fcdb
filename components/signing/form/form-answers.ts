/**
 * The pure side of signing an online form: which blocks show, what is wrong with the answers
 * (the server's own rules, lib/forms/accept-answers.ts, asked before it is), what is sent, and
 * which of the server's refusals belong to which block. Visibility is always the one engine,
 * lib/forms/visibility.ts.
 */
import { isEmptyAnswer, visibleBlockIds } from "@/lib/forms/visibility";
import type { FormAnswer, FormBlock } from "@/lib/schemas/online-forms";

export type FormAnswers = Readonly<Record<string, FormAnswer | undefined>>;

/** Why a visible block cannot be signed yet, in the words the page shows for it. */
export type FormProblemKind = "answer" | "choose" | "chooseSome" | "check" | "tooLong" | "signature";
export interface FormProblem {
  blockId: string;
  kind: FormProblemKind;
}

export const TEXT_ANSWER_MAX = 10_000;

const INPUT_TYPES = new Set<FormBlock["type"]>(["TEXTAREA", "BOOLEAN", "MULTIPLE_CHOICE"]);

export function isQuestion(block: FormBlock): boolean {
  return INPUT_TYPES.has(block.type);
}

/**
 * The answers a page starts with. Note: an unticked box means "no", so every BOOLEAN starts as
 * `false`, and what the page shows is exactly what it sends (a rule on an untouched box then
 * decides the same way here and on the server). The form's prefills come on top.
 */
export function initialAnswers(blocks: readonly FormBlock[], prefills: Readonly<Record<string, FormAnswer>> = {}): Record<string, FormAnswer | undefined> {
  return { ...Object.fromEntries(blocks.filter((block) => block.type === "BOOLEAN").map((block) => [block.id, false])), ...prefills };
}

/** The visible blocks as a tree: top-level blocks in order, each SECTION with its visible children. */
export interface FormNode {
  block: FormBlock;
  children: FormNode[];
}

export function visibleTree(blocks: readonly FormBlock[], visible: ReadonlySet<string>): FormNode[] {
  const ids = new Set(blocks.map((block) => block.id));
  // The engine hides blocks in a loop of parents, so walking visible blocks always ends.
  const childrenOf = (parentId: string | undefined): FormNode[] =>
    blocks
      .filter((block) => visible.has(block.id) && (parentId === undefined ? block.parentId === undefined || !ids.has(block.parentId) : block.parentId === parentId))
      .map((block) => ({ block, children: block.type === "SECTION" ? childrenOf(block.id) : [] }));
  return childrenOf(undefined);
}

/** Every problem of the visible blocks, in block order, as the server would judge the submit. */
export function formProblems(blocks: readonly FormBlock[], answers: FormAnswers, hasSignature: boolean): FormProblem[] {
  const visible = visibleBlockIds(blocks, answers);
  const problems: FormProblem[] = [];
  let signatureAsked = false;
  for (const block of blocks) {
    if (!visible.has(block.id)) continue;
    const answer = answers[block.id];
    switch (block.type) {
      case "TEXTAREA":
        if (typeof answer === "string" && answer.length > TEXT_ANSWER_MAX) problems.push({ blockId: block.id, kind: "tooLong" });
        else if (block.required && isEmptyAnswer(answer)) problems.push({ blockId: block.id, kind: "answer" });
        break;
      case "BOOLEAN":
        if (block.required && answer !== true) problems.push({ blockId: block.id, kind: "check" });
        break;
      case "MULTIPLE_CHOICE":
        if (block.required && isEmptyAnswer(answer)) problems.push({ blockId: block.id, kind: block.allowMultiple ? "chooseSome" : "choose" });
        break;
      case "SIGNATURE":
        // One signature goes everywhere: it is asked for once, at the first place it goes.
        if (!hasSignature && !signatureAsked) problems.push({ blockId: block.id, kind: "signature" });
        signatureAsked = true;
        break;
    }
  }
  return problems;
}

/**
 * What the submit carries: the answers of the visible questions, as the page holds them. Answers
 * to hidden blocks stay on the page (they come back if the block shows again) but are not sent.
 */
export function answersToSend(blocks: readonly FormBlock[], answers: FormAnswers): Record<string, FormAnswer> {
  const visible = visibleBlockIds(blocks, answers);
  const sent: Record<string, FormAnswer> = {};
  for (const block of blocks) {
    const answer = answers[block.id];
    if (isQuestion(block) && visible.has(block.id) && answer !== undefined) sent[block.id] = answer;
  }
  return sent;
}

/** Whether any visible block asks for a signature (the server then requires one). */
export function needsSignature(blocks: readonly FormBlock[], answers: FormAnswers): boolean {
  const visible = visibleBlockIds(blocks, answers);
  return blocks.some((block) => block.type === "SIGNATURE" && visible.has(block.id));
}

/** A server refusal that names a block, taken apart: the block, and what the server said of it. */
export interface BlockRefusal {
  blockId: string;
  /** The sentence after the block's name, e.g. "is required" or "must be text". */
  reason: string;
}

const ANSWER_PREFIX = /^answers\.([A-Za-z0-9_-]{1,64})(?![A-Za-z0-9_-])(.*)$/s;

/**
 * Sorts the server's 400 sentences (`answers.dogName ("The dog's name") is required`): those
 * whose `answers.<id>` names one of `blocks` (the blocks on the page) go to that block, every
 * other one to the top.
 */
export function sortServerMessages(messages: readonly string[], blocks: readonly FormBlock[]): { byBlock: BlockRefusal[]; general: string[] } {
  const byId = new Map(blocks.map((block) => [block.id, block]));
  const byBlock: BlockRefusal[] = [];
  const general: string[] = [];
  for (const message of messages) {
    const match = ANSWER_PREFIX.exec(message);
    const block = match ? byId.get(match[1]!) : undefined;
    if (!block) {
      general.push(message);
      continue;
    }
    let rest = match![2]!;
    // Note: the label is quoted as it is, quotes and all, so it is cut by what it is, not by a pattern.
    const quoted = block.label ? ` ("${block.label}")` : null;
    if (quoted && rest.startsWith(quoted)) rest = rest.slice(quoted.length);
    byBlock.push({ blockId: block.id, reason: rest.replace(/^[\s:]+/, "").trim() });
  }
  return { byBlock, general };
}

/** The page's own problem for a refusal it knows, so the signer reads it in their language; null for others. */
export function knownRefusal(block: FormBlock, reason: string): FormProblemKind | null {
  if (reason === "is required") return block.type === "MULTIPLE_CHOICE" ? (block.allowMultiple ? "chooseSome" : "choose") : "answer";
  if (reason === "must be checked") return "check";
  if (/^must be at most \d+ characters$/.test(reason)) return "tooLong";
  return null;
}

const UNPRINTABLE_REASON = /^has characters the document cannot show yet: (.+)$/s;

/** The characters a refusal says the form's PDF cannot print ("Ꮳ Ꮃ Ꭹ"), or null for any other refusal. */
export function unprintableInRefusal(reason: string): string | null {
  return UNPRINTABLE_REASON.exec(reason)?.[1] ?? null;
}
