/**
 * What an online form's blocks must satisfy (API.md, "Online forms"). Saving checks structure:
 * types, unique block and option ids, parents that are SECTIONs, references that exist.
 * Publishing also checks completeness: recipients numbered from 1, an always-visible required
 * SIGNATURE block for each, and rules that look only at earlier inputs of the same recipient
 * with an operator and value that fit the input. Every sentence names the block and the rule.
 */
import { INPUT_BLOCK_TYPES, type FormBlock, type FormDraft, type RuleOperator, type VisibilityRule } from "../schemas/online-forms";

const where = (index: number, block: FormBlock) => `definition.blocks.${index} ("${block.id}")`;
const isInput = (block: FormBlock | undefined) => !!block && (INPUT_BLOCK_TYPES as readonly string[]).includes(block.type);

export function formStructureProblems(blocks: readonly FormBlock[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, FormBlock>();
  blocks.forEach((block, index) => {
    if (byId.has(block.id)) problems.push(`${where(index, block)}: the id "${block.id}" is used by another block`);
    else byId.set(block.id, block);
  });

  blocks.forEach((block, index) => {
    const at = where(index, block);
    if (block.type === "MULTIPLE_CHOICE") {
      const ids = (block.options ?? []).map((option) => option.id);
      const repeated = ids.filter((id, position) => ids.indexOf(id) !== position);
      for (const id of new Set(repeated)) problems.push(`${at}.options: the option id "${id}" is used twice`);
    } else {
      if (block.options !== undefined) problems.push(`${at}.options: only MULTIPLE_CHOICE blocks have options`);
      if (block.allowMultiple !== undefined) problems.push(`${at}.allowMultiple: only MULTIPLE_CHOICE blocks allow several choices`);
    }
    if (block.text !== undefined && block.type !== "TEXT") problems.push(`${at}.text: only TEXT blocks have text; use label`);
    if (block.required && !isInput(block) && block.type !== "SIGNATURE") {
      problems.push(`${at}.required: a ${block.type} block is not answered, so it cannot be required`);
    }

    if (block.parentId !== undefined) {
      const parent = byId.get(block.parentId);
      if (!parent) problems.push(`${at}.parentId: no block has the id "${block.parentId}"`);
      else if (parent.type !== "SECTION") problems.push(`${at}.parentId: "${block.parentId}" is a ${parent.type} block; only a SECTION can contain blocks`);
      else if (parent.signOrder !== block.signOrder) {
        problems.push(`${at}.parentId: the section "${parent.id}" belongs to recipient ${parent.signOrder}, this block to recipient ${block.signOrder}`);
      } else if (containsItself(block, byId)) problems.push(`${at}.parentId: the section contains itself through "${block.parentId}"`);
    }

    block.showWhen.forEach((rule, ruleIndex) => {
      const source = byId.get(rule.field);
      if (!source) problems.push(`${at}.showWhen.${ruleIndex}: no block has the id "${rule.field}"`);
      else if (!isInput(source)) problems.push(`${at}.showWhen.${ruleIndex}: "${rule.field}" is a ${source.type} block, which has no answer to look at`);
    });
  });
  return problems;
}

function containsItself(block: FormBlock, byId: Map<string, FormBlock>): boolean {
  const seen = new Set([block.id]);
  let current = block.parentId;
  while (current !== undefined) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = byId.get(current)?.parentId;
  }
  return false;
}

/** The operators a rule may use on an input; none for blocks that have no answer. */
export function ruleOperatorsFor(source: FormBlock): readonly RuleOperator[] {
  if (!isInput(source)) return [];
  if (source.type === "MULTIPLE_CHOICE" && source.allowMultiple) return ["includes", "isEmpty", "isNotEmpty"];
  return ["equals", "notEquals", "isEmpty", "isNotEmpty"];
}

/** Whether a rule's operator fits its source, and its value the operator. */
function operatorProblem(source: FormBlock, rule: VisibilityRule): string | null {
  const operators = ruleOperatorsFor(source);
  if (!operators.includes(rule.operator)) {
    return `the operator ${rule.operator} does not fit "${source.id}" (a ${source.type}${source.allowMultiple ? " with several choices" : ""}); use ${operators.join(", ")}`;
  }
  if (rule.operator === "isEmpty" || rule.operator === "isNotEmpty") {
    return rule.value === undefined ? null : `${rule.operator} takes no value`;
  }
  if (source.type === "BOOLEAN") return typeof rule.value === "boolean" ? null : `the value must be true or false to compare with "${source.id}"`;
  if (source.type === "TEXTAREA") return typeof rule.value === "string" ? null : `the value must be text to compare with "${source.id}"`;
  const options = (source.options ?? []).map((option) => option.id);
  return typeof rule.value === "string" && options.includes(rule.value)
    ? null
    : `the value must be the id of one of the options of "${source.id}" (${options.join(", ") || "it has none"})`;
}

/** An always-visible block: no rule on it or on any section around it. */
function alwaysVisible(block: FormBlock, byId: Map<string, FormBlock>): boolean {
  let current: FormBlock | undefined = block;
  while (current) {
    if (current.showWhen.length > 0) return false;
    current = current.parentId === undefined ? undefined : byId.get(current.parentId);
  }
  return true;
}

/**
 * Completeness, for publishing. `recipients` are the sign orders of the form's signers; a form
 * template has none yet, and its blocks' sign orders are its recipients.
 */
export function formCompletenessProblems(blocks: readonly FormBlock[], recipients: readonly number[]): string[] {
  const problems: string[] = [];
  const byId = new Map(blocks.map((block) => [block.id, block]));
  const orders = [...new Set(recipients.length > 0 ? recipients : blocks.map((block) => block.signOrder))].sort((a, b) => a - b);
  if (orders.length === 0) problems.push("definition.blocks: the form has no blocks");
  if (orders.some((order, index) => order !== index + 1)) {
    problems.push(`signers: sign orders must run 1, 2, 3 … without gaps (found ${orders.join(", ")})`);
  }
  if (recipients.length > 0 && new Set(recipients).size !== recipients.length) problems.push("signers: each signOrder may be used once");

  blocks.forEach((block, index) => {
    const at = where(index, block);
    if (recipients.length > 0 && !recipients.includes(block.signOrder)) {
      problems.push(`${at}.signOrder: no signer has signOrder ${block.signOrder}`);
    }
    if (block.type === "MULTIPLE_CHOICE" && (block.options ?? []).length === 0) problems.push(`${at}.options: a multiple-choice block needs at least one option`);
    if (block.type === "TEXT" && !block.text?.trim()) problems.push(`${at}.text: a TEXT block needs its text`);
    if (isInput(block) && !block.label?.trim()) problems.push(`${at}.label: a question needs a label`);
    block.showWhen.forEach((rule, ruleIndex) => {
      const source = byId.get(rule.field);
      if (!source || !isInput(source)) return; // structure problems, reported on save
      const ruleAt = `${at}.showWhen.${ruleIndex}`;
      const sourceIndex = blocks.indexOf(source);
      if (source.signOrder !== block.signOrder) {
        problems.push(`${ruleAt}: "${source.id}" is answered by recipient ${source.signOrder}; a rule may only look at the same recipient's answers`);
      } else if (sourceIndex >= index) {
        problems.push(`${ruleAt}: "${source.id}" comes after this block; a rule may only look at earlier questions`);
      }
      const problem = operatorProblem(source, rule);
      if (problem) problems.push(`${ruleAt}: ${problem}`);
    });
  });

  for (const order of orders) {
    const signs = blocks.some((block) => block.type === "SIGNATURE" && block.signOrder === order && block.required && alwaysVisible(block, byId));
    if (!signs) problems.push(`definition.blocks: recipient ${order} needs a required SIGNATURE block that is always visible`);
  }
  return problems;
}

/** What a document needs before it can be sent, besides a complete form: subject, delivery, deadline, signers. */
export function formSendingProblems(draft: FormDraft): string[] {
  const problems: string[] = [];
  if (!draft.subject) problems.push("draft.subject is required to send the form");
  if (!draft.delivery) problems.push("draft.delivery is required to send the form: PRIVATE_LINK or EMAIL");
  if (!draft.expiresAt) problems.push("draft.expiresAt is required to send the form");
  else if (Date.parse(draft.expiresAt) <= Date.now()) problems.push("draft.expiresAt must be in the future");
  if (draft.signers.length === 0) problems.push("draft.signers: the form needs at least one signer");
  const authPolicy = draft.authPolicy ?? "AES_OTP";
  draft.signers.forEach((signer, index) => {
    if (draft.delivery === "EMAIL" && !signer.email) problems.push(`draft.signers.${index}.email is required with delivery EMAIL`);
    if (authPolicy === "AES_OTP" && !signer.phoneE164) problems.push(`draft.signers.${index}.phoneE164 is required with authPolicy AES_OTP`);
  });
  return problems;
}
