/**
 * The draft schema's broken rules in the template editor's words: the role, field or variable
 * named by its label ("Field “Tenant signature”: the label must be at most 200 characters long"),
 * never by its dotted path into the draft.
 */
import { templateDraftPatchSchema, type TemplateDraftPatch } from "@/lib/schemas/templates";
import { readsAsPlainWords } from "@/lib/wording/plain-words";
import { plainRule } from "../../forms/plain-rule";

const LIST_ENTRY: Record<string, string> = { signerRoles: "Signer", signingFields: "Field", inputSchema: "Variable", prefillFields: "The box for" };

const PART_NAMES: Record<string, string> = {
  key: "the key",
  label: "the name",
  signOrder: "the place in the signing order",
  type: "the kind",
  roleKey: "the signer",
  required: "“required”",
  autofill: "the automatic value",
  fontSize: "the text size",
  page: "the page",
  x: "the position",
  y: "the position",
  w: "the width",
  h: "the height",
};

const WHOLE_PARTS: Record<string, string> = {
  signerRoles: "The signers",
  signingFields: "The fields",
  inputSchema: "The variables",
  prefillFields: "The boxes filled in from data",
  html: "The HTML",
  css: "The CSS",
  sourcePdfAssetId: "The document",
};

function entryName(patch: TemplateDraftPatch, list: string, index: number): string {
  const entry = (patch as Record<string, unknown[] | undefined>)[list]?.[index] as { key?: unknown; label?: unknown } | undefined;
  const label = typeof entry?.label === "string" && entry.label.trim() !== "" ? entry.label.trim() : undefined;
  const key = typeof entry?.key === "string" && entry.key.trim() !== "" ? entry.key.trim() : undefined;
  const name = list === "inputSchema" || list === "prefillFields" ? (key ?? label) : (label ?? key);
  return `${LIST_ENTRY[list]} ${name ? `“${name}”` : `number ${index + 1}`}`;
}

function sentence(patch: TemplateDraftPatch, path: PropertyKey[], rule: string): string {
  const [root, index, part] = path.map(String);
  if (root && LIST_ENTRY[root] && index !== undefined && /^\d+$/.test(index)) {
    const subject = entryName(patch, root, Number(index));
    return `${subject}: ${part ? (PART_NAMES[part] ?? "a setting") : "it"} ${rule}.`;
  }
  return `${(root && WHOLE_PARTS[root]) ?? "The template"} ${rule}.`;
}

export function draftSchemaProblems(patch: TemplateDraftPatch): string[] {
  const parsed = templateDraftPatchSchema.safeParse(patch, { error: plainRule });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => sentence(patch, issue.path, readsAsPlainWords(issue.message) ? issue.message : "is not valid"));
}
