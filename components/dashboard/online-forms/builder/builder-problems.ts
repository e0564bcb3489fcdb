/**
 * The server's sentences about a form draft (lib/forms/form-rules.ts, the same rules the builder
 * runs as the author types), said in the builder's words and sorted to where they belong: a
 * block's problems show at that block, the rest above the blocks. Paths such as
 * `definition.blocks.3 ("question-1")` and type names never reach the reader.
 */
import type { FormBlock } from "@/lib/schemas/online-forms";

export interface SortedProblems {
  byBlock: Map<string, string[]>;
  general: string[];
}

export const BLOCK_TYPE_NAMES: Record<FormBlock["type"], string> = {
  TEXT: "Text",
  TEXTAREA: "Written answer",
  BOOLEAN: "Checkbox",
  MULTIPLE_CHOICE: "Choice",
  SECTION: "Section",
  SIGNATURE: "Signature",
};

const TYPE_WORDS: [RegExp, string][] = [
  [/\bMULTIPLE_CHOICE\b/g, "choice"],
  [/\bTEXTAREA\b/g, "written answer"],
  [/\bBOOLEAN\b/g, "checkbox"],
  [/\bSECTION\b/g, "section"],
  [/\bSIGNATURE\b/g, "signature"],
  [/\bTEXT\b/g, "text"],
];

/** "Recipient 2" for draft.signers.1. */
const recipientOf = (index: string) => `Recipient ${Number(index) + 1}`;

const GENERAL: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^draft\.subject is required/, () => "Give the form a title."],
  [/^draft\.delivery is required/, () => "Choose how the form reaches its recipients."],
  [/^draft\.expiresAt is required/, () => "Set a deadline for signing."],
  [/^draft\.expiresAt must be in the future/, () => "The deadline must be in the future."],
  [/^draft\.signers: the form needs at least one signer/, () => "Add at least one recipient."],
  [/^draft\.signers\.(\d+)\.email is required/, (m) => `${recipientOf(m[1]!)} needs an email address, because the form is sent by email.`],
  [/^draft\.signers\.(\d+)\.phoneE164 is required/, (m) => `${recipientOf(m[1]!)} needs a mobile number for the text-message code.`],
  [/^draft\.signers\.(\d+)\.phoneE164 (.*)$/, (m) => `${recipientOf(m[1]!)}'s mobile number is not a valid phone number. A number from another country starts with + and its country code.`],
  [/^draft\.signers\.(\d+)\.email (.*)$/, (m) => `${recipientOf(m[1]!)}'s email address ${m[2]}.`],
  [/^draft\.signers\.(\d+)\.name (.*)$/, (m) => `${recipientOf(m[1]!)}'s name ${m[2]}.`],
  [/^draft\.subject (.*)$/, (m) => `The title ${m[1]}.`],
  [/^definition\.blocks: recipient (\d+) needs a required SIGNATURE block that is always visible/, (m) => `Recipient ${m[1]} needs a required signature that is always shown.`],
  [/^definition\.blocks: the form has no blocks/, () => "Add at least one block."],
];

const AT_BLOCK = /^(?:draft\.)?definition\.blocks\.(\d+)(?: \("[^"]*"\))?(?:\.([A-Za-z]+)(?:\.(\d+))?)?:? (.*)$/;

function plainTypes(text: string): string {
  return TYPE_WORDS.reduce((sentence, [pattern, word]) => sentence.replace(pattern, word), text);
}

/** Quoted block ids become the blocks' labels, which is what the author sees in the list. */
function withLabels(text: string, blocks: readonly FormBlock[]): string {
  return text.replace(/"([A-Za-z0-9_-]{1,64})"/g, (quoted, id: string) => {
    const block = blocks.find((candidate) => candidate.id === id);
    const name = block?.label?.trim() || (block ? BLOCK_TYPE_NAMES[block.type].toLowerCase() : "");
    return block ? `“${name}”` : quoted;
  });
}

function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

export function sortProblems(messages: readonly string[], blocks: readonly FormBlock[]): SortedProblems {
  const byBlock = new Map<string, string[]>();
  const general: string[] = [];
  for (const message of messages) {
    const known = GENERAL.find(([pattern]) => pattern.test(message));
    if (known) {
      general.push(known[1](message.match(known[0])!));
      continue;
    }
    const at = message.match(AT_BLOCK);
    const block = at ? blocks[Number(at[1])] : undefined;
    if (at && block) {
      const part = at[2] === "showWhen" ? `Rule ${Number(at[3] ?? 0) + 1}: ` : at[2] === "options" ? "Options: " : "";
      const text = sentence(part + withLabels(plainTypes(at[4]!), blocks));
      byBlock.set(block.id, [...(byBlock.get(block.id) ?? []), text]);
      continue;
    }
    general.push(sentence(withLabels(plainTypes(message.replace(/^draft\./, "")), blocks)));
  }
  return { byBlock, general: [...new Set(general)] };
}
