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

/**
 * A broken rule said twice: `api` for integrators, naming the draft's path and keys as they send
 * them; `plain` for the person in the template editor, naming roles and fields by their labels.
 */
export interface TemplateProblem {
  api: string;
  plain: string;
}

const problem = (api: string, plain: string): TemplateProblem => ({ api, plain });

/** A field as the editor shows it: its label, else its key. */
function fieldName(field: { key: string; label?: string }): string {
  return `“${field.label?.trim() || field.key}”`;
}

/** The labels of the entries that share a key, for saying which ones clash. */
function labelsWithKey(entries: readonly { key: string; label?: string }[], key: string): string {
  const labels = [...new Set(entries.filter((entry) => entry.key === key).map((entry) => entry.label?.trim() || entry.key))];
  return labels.map((label) => `“${label}”`).join(" and ");
}

const POSITION = ["page", "x", "y", "w", "h"] as const;

/** What saving refuses: parts of the other kind, repeated keys, references to nothing. */
export function structureProblems(kind: TemplateKindOf, definition: TemplateDefinition): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (kind === "PDF" && (definition.html !== undefined || definition.css !== undefined)) {
    problems.push(problem("draft.html and draft.css belong to HTML templates; a PDF template has sourcePdfAssetId", "A PDF template has no HTML or CSS."));
  }
  if (kind === "HTML" && definition.sourcePdfAssetId !== undefined) {
    problems.push(problem("draft.sourcePdfAssetId belongs to PDF templates; an HTML template has html and css", "An HTML template is not based on a PDF."));
  }
  if (kind === "HTML" && definition.prefillFields.length > 0) {
    problems.push(
      problem(
        "draft.prefillFields belong to PDF templates; an HTML template prints data with Liquid, such as {{ customer.name }}",
        "An HTML template prints data with variables, such as {{ customer.name }}, not with boxes placed on pages.",
      ),
    );
  }

  for (const key of duplicates(definition.signerRoles.map((role) => role.key))) {
    problems.push(
      problem(`draft.signerRoles: the key "${key}" is used more than once`, `The signers ${labelsWithKey(definition.signerRoles, key)} have the same key; give each its own.`),
    );
  }
  for (const order of duplicates(definition.signerRoles.map((role) => String(role.signOrder)))) {
    problems.push(problem(`draft.signerRoles: signOrder ${order} is used more than once`, `Two signers are both number ${order} in the signing order.`));
  }
  const inputKeys = definition.inputSchema.map((entry) => entry.key);
  for (const key of duplicates(inputKeys)) {
    problems.push(problem(`draft.inputSchema: the key "${key}" is used more than once`, `Two variables are both called “${key}”; give each its own key.`));
  }
  // `customer` and `customer.name` cannot both be values: one would have to be an object.
  for (const key of inputKeys) {
    const parent = inputKeys.find((other) => key.startsWith(`${other}.`));
    if (parent) {
      problems.push(
        problem(
          `draft.inputSchema: "${key}" lies inside "${parent}", which is a value itself`,
          `The variable “${key}” lies inside “${parent}”, which holds a value itself; rename one of them.`,
        ),
      );
    }
  }

  definition.prefillFields.forEach((field, index) => {
    if (!inputKeys.includes(field.key)) {
      problems.push(
        problem(
          `draft.prefillFields.${index}.key: "${field.key}" is not the key of an inputSchema entry`,
          `The box on page ${field.page + 1} fills in “${field.key}”, which is not one of the template’s data.`,
        ),
      );
    }
  });

  const roleKeys = new Set(definition.signerRoles.map((role) => role.key));
  for (const key of duplicates(definition.signingFields.map((field) => field.key))) {
    const names = labelsWithKey(definition.signingFields, key);
    problems.push(
      problem(
        `draft.signingFields: the key "${key}" is used more than once`,
        names.includes(" and ") ? `The fields ${names} have the same key; give each its own.` : `Two fields are both called ${names}; give each its own name.`,
      ),
    );
  }
  definition.signingFields.forEach((field, index) => {
    if (!roleKeys.has(field.roleKey)) {
      problems.push(
        problem(`draft.signingFields.${index}.roleKey: "${field.roleKey}" is not the key of a signer role`, `The field ${fieldName(field)} belongs to no signer; choose who fills it in.`),
      );
    }
    const placed = POSITION.filter((part) => field[part] !== undefined);
    if (kind === "PDF" && placed.length !== POSITION.length) {
      problems.push(problem(`draft.signingFields.${index}: a PDF template's field needs page, x, y, w and h`, `The field ${fieldName(field)} has no place on the document yet.`));
    }
    if (kind === "HTML" && placed.length > 0) {
      problems.push(
        problem(
          `draft.signingFields.${index}: an HTML template's field takes its position from its marker <span data-sd-field="${field.key}">; remove page, x, y, w and h`,
          `The field ${fieldName(field)} has a position on a page; in an HTML template it goes where its marker is.`,
        ),
      );
    }
  });
  return problems;
}

/** What publishing also refuses: a definition nobody could start and sign. */
export function completenessProblems(kind: TemplateKindOf, definition: TemplateDefinition): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const roles = [...definition.signerRoles].sort((a, b) => a.signOrder - b.signOrder);
  if (roles.length === 0) problems.push(problem("draft.signerRoles: a template needs at least one signer role", "Add at least one signer."));
  if (roles.some((role, index) => role.signOrder !== index + 1)) {
    problems.push(problem("draft.signerRoles: signOrder must run 1, 2, 3, ... without gaps", "The signing order has a gap; number the signers 1, 2, 3 and so on."));
  }
  for (const role of roles) {
    const signs = definition.signingFields.some((field) => field.roleKey === role.key && field.type === "SIGNATURE");
    if (!signs) {
      problems.push(problem(`draft.signingFields: the role "${role.label}" (${role.key}) has no SIGNATURE field`, `“${role.label}” has no signature field; add one for them.`));
    }
  }
  if (kind === "PDF" && !definition.sourcePdfAssetId) {
    problems.push(problem("draft.sourcePdfAssetId: choose the PDF the template is based on", "Choose the PDF the template is based on."));
  }
  if (kind === "HTML") {
    const html = definition.html ?? "";
    if (html.trim().length === 0) problems.push(problem("draft.html: the template has no HTML", "Write the document’s HTML."));
    for (const field of definition.signingFields) {
      if (!markerAttributePattern(field.key).test(html)) {
        problems.push(
          problem(
            `draft.signingFields: "${field.key}" has no marker in the HTML; add <span data-sd-field="${field.key}"></span> where it goes`,
            `The field ${fieldName(field)} has no marker in the HTML; put <span data-sd-field="${field.key}"></span> where it goes.`,
          ),
        );
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
export function placementProblems(definition: TemplateDefinition, pages: readonly { width: number; height: number }[]): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  type Box = { page?: number; x?: number; y?: number; w?: number; h?: number };
  const check = (where: string, name: string, box: Box) => {
    if (box.page === undefined || box.x === undefined || box.y === undefined || box.w === undefined || box.h === undefined) return;
    const page = pages[box.page];
    if (!page) {
      const count = `${pages.length} page${pages.length === 1 ? "" : "s"}`;
      problems.push(problem(`${where}.page must be below the document's page count (${pages.length})`, `${name} is on page ${box.page + 1}, but the document has ${count}.`));
    } else if (box.x + box.w > page.width + 0.01 || box.y + box.h > page.height + 0.01) {
      problems.push(problem(`${where} must lie within page ${box.page} (${page.width} x ${page.height} points)`, `${name} reaches past the edge of page ${box.page + 1}.`));
    }
  };
  definition.prefillFields.forEach((field, index) => check(`draft.prefillFields.${index}`, `The box for “${field.key}”`, field));
  definition.signingFields.forEach((field, index) => check(`draft.signingFields.${index}`, `The field ${fieldName(field)}`, field));
  return problems;
}
