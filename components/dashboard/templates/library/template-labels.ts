/**
 * Words for a template's kind, status and version, so that the library never shows a raw enum
 * and never relies on colour alone.
 */
import type { CatalogueItem } from "@/server/services/templates/template-catalogue";

export type TemplateKind = CatalogueItem["kind"];
export type TemplateStatus = CatalogueItem["status"];

export const TEMPLATE_KIND_LABELS: Record<TemplateKind, string> = { PDF: "PDF", HTML: "HTML", FORM: "Online form" };

export const TEMPLATE_KIND_DESCRIPTIONS: Record<Exclude<TemplateKind, "FORM">, string> = {
  PDF: "Start from a PDF you upload and place the fields on its pages.",
  HTML: "Write the document in HTML; the data you give at each start fills it in.",
};

/** Where a library entry is edited: the template editor, or the form builder for a form template. */
export function editHref(template: Pick<CatalogueItem, "id" | "kind">): string {
  return template.kind === "FORM" ? `/online-forms/${template.id}` : `/templates/${template.id}/edit`;
}

export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = {
  DRAFT: "Draft",
  PUBLISHED: "Published",
  ARCHIVED: "Archived",
};

export const TEMPLATE_STATUS_TONES = {
  DRAFT: "warning",
  PUBLISHED: "success",
  ARCHIVED: "neutral",
} as const satisfies Record<TemplateStatus, string>;

/** "v3", or "Not published" before the first publish. */
export function versionLabel(latestVersion: number | null): string {
  return latestVersion === null ? "Not published" : `v${latestVersion}`;
}

/** Signings start from the latest version of a published template that is not archived. */
export function canUse(template: Pick<CatalogueItem, "status" | "latestVersion">): boolean {
  return template.status === "PUBLISHED" && template.latestVersion !== null;
}

/** Only a template that was never published may be deleted; a version may be a process's evidence. */
export function canDelete(template: Pick<CatalogueItem, "latestVersion">): boolean {
  return template.latestVersion === null;
}

/**
 * The server's sentences about a draft ("draft.signerRoles: a template needs at least one
 * signer role") without the path before the colon, which means nothing to the reader.
 */
export function plainDraftProblem(sentence: string): string {
  const match = /^draft(?:\.[A-Za-z0-9_]+)*: (.+)$/s.exec(sentence);
  const text = match ? match[1]! : sentence;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
