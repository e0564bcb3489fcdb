/**
 * The rules a template definition must follow, as pure functions shared by the server (whose
 * answer counts) and the editors (which show the same sentences before saving). Saving checks
 * structure; publishing also checks that the definition can be started.
 */
import type { TemplateDefinition, TemplateDraftPatch } from "../schemas/templates";

export type TemplateKindOf = "PDF" | "HTML";

export function emptyDefinition(kind: TemplateKindOf): TemplateDefinition {
  const lists = { signerRoles: [], inputSchema: [], prefillFields: [], signingFields: [] };
  return kind === "PDF" ? { ...lists, sourcePdfAssetId: null } : { ...lists, html: "", css: "" };
}

/** A PATCH replaces each part it names and keeps the others. */
export function mergeDraft(draft: TemplateDefinition, patch: TemplateDraftPatch): TemplateDefinition {
  const merged: TemplateDefinition = { ...draft };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

const POSITION = ["page", "x", "y", "w", "h"] as const;

/** What saving refuses: parts of the other kind, repeated keys, references to nothing. */
export function structureProblems(kind: TemplateKindOf, definition: TemplateDefinition): string[] {
  const problems: string[] = [];
  if (kind === "PDF" && (definition.html !== undefined || definition.css !== undefined)) {
    problems.push("draft.html and draft.css belong to HTML templates; a PDF template has sourcePdfAssetId");
  }
  if (kind === "HTML" && definition.sourcePdfAssetId !== undefined) {
    problems.push("draft.sourcePdfAssetId belongs to PDF templates; an HTML template has html and css");
  }
  if (kind === "HTML" && definition.prefillFields.length > 0) {
    problems.push("draft.prefillFields belong to PDF templates; an HTML template prints data with Liquid, such as {{ customer.name }}");
  }

  for (const key of duplicates(definition.signerRoles.map((role) => role.key))) {
    problems.push(`draft.signerRoles: the key "${key}" is used more than once`);
  }
  for (const order of duplicates(definition.signerRoles.map((role) => String(role.signOrder)))) {
    problems.push(`draft.signerRoles: signOrder ${order} is used more than once`);
  }
  const inputKeys = definition.inputSchema.map((entry) => entry.key);
  for (const key of duplicates(inputKeys)) problems.push(`draft.inputSchema: the key "${key}" is used more than once`);
  // `customer` and `customer.name` cannot both be values: one would have to be an object.
  for (const key of inputKeys) {
    const parent = inputKeys.find((other) => key.startsWith(`${other}.`));
    if (parent) problems.push(`draft.inputSchema: "${key}" lies inside "${parent}", which is a value itself`);
  }

  definition.prefillFields.forEach((field, index) => {
    if (!inputKeys.includes(field.key)) {
      problems.push(`draft.prefillFields.${index}.key: "${field.key}" is not the key of an inputSchema entry`);
    }
  });

  const roleKeys = new Set(definition.signerRoles.map((role) => role.key));
  for (const key of duplicates(definition.signingFields.map((field) => field.key))) {
    problems.push(`draft.signingFields: the key "${key}" is used more than once`);
  }
  definition.signingFields.forEach((field, index) => {
    if (!roleKeys.has(field.roleKey)) {
      problems.push(`draft.signingFields.${index}.roleKey: "${field.roleKey}" is not the key of a signer role`);
    }
    const placed = POSITION.filter((part) => field[part] !== undefined);
    if (kind === "PDF" && placed.length !== POSITION.length) {
      problems.push(`draft.signingFields.${index}: a PDF template's field needs page, x, y, w and h`);
    }
    if (kind === "HTML" && placed.length > 0) {
      problems.push(
        `draft.signingFields.${index}: an HTML template's field takes its position from its marker <span data-sd-field="${field.key}">; remove page, x, y, w and h`,
      );
    }
  });
  return problems;
}

/** What publishing also refuses: a definition nobody could start and sign. */
export function completenessProblems(kind: TemplateKindOf, definition: TemplateDefinition): string[] {
  const problems: string[] = [];
  const roles = [...definition.signerRoles].sort((a, b) => a.signOrder - b.signOrder);
  if (roles.length === 0) problems.push("draft.signerRoles: a template needs at least one signer role");
  if (roles.some((role, index) => role.signOrder !== index + 1)) {
    problems.push("draft.signerRoles: signOrder must run 1, 2, 3, ... without gaps");
  }
  for (const role of roles) {
    const signs = definition.signingFields.some((field) => field.roleKey === role.key && field.type === "SIGNATURE");
    if (!signs) problems.push(`draft.signingFields: the role "${role.label}" (${role.key}) has no SIGNATURE field`);
  }
  if (kind === "PDF" && !definition.sourcePdfAssetId) {
    problems.push("draft.sourcePdfAssetId: choose the PDF the template is based on");
  }
  if (kind === "HTML") {
    const html = definition.html ?? "";
    if (html.trim().length === 0) problems.push("draft.html: the template has no HTML");
    for (const field of definition.signingFields) {
      if (!markerAttributePattern(field.key).test(html)) {
        problems.push(`draft.signingFields: "${field.key}" has no marker in the HTML; add <span data-sd-field="${field.key}"></span> where it goes`);
      }
    }
  }
  return problems;
}

function markerAttributePattern(key: string): RegExp {
  const escaped = key.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  return new RegExp(`data-sd-field\\s*=\\s*["']?${escaped}["'\\s>/]`);
}

/** Checks that every field fits the pages of the PDF it is placed on. */
export function placementProblems(definition: TemplateDefinition, pages: readonly { width: number; height: number }[]): string[] {
  const problems: string[] = [];
  const check = (where: string, box: { page?: number; x?: number; y?: number; w?: number; h?: number }) => {
    if (box.page === undefined || box.x === undefined || box.y === undefined || box.w === undefined || box.h === undefined) return;
    const page = pages[box.page];
    if (!page) {
      problems.push(`${where}.page must be below the document's page count (${pages.length})`);
    } else if (box.x + box.w > page.width + 0.01 || box.y + box.h > page.height + 0.01) {
      problems.push(`${where} must lie within page ${box.page} (${page.width} x ${page.height} points)`);
    }
  };
  definition.prefillFields.forEach((field, index) => check(`draft.prefillFields.${index}`, field));
  definition.signingFields.forEach((field, index) => check(`draft.signingFields.${index}`, field));
  return problems;
}
