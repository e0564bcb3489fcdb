/** What "Duplicate" creates: a new draft with the original's kind, content, category and tags. */
import type { z } from "zod";
import type { createTemplateSchema } from "@/lib/schemas/templates";
import type { TemplateRecord } from "@/server/services/templates/template-record";

const MAX_NAME = 200;
const SUFFIX = " (copy)";

export function copyName(name: string): string {
  const room = MAX_NAME - SUFFIX.length;
  return `${name.length > room ? name.slice(0, room).trimEnd() : name}${SUFFIX}`;
}

export function duplicateInput(template: TemplateRecord): z.input<typeof createTemplateSchema> {
  const { signerRoles, inputSchema, prefillFields, signingFields, sourcePdfAssetId, html, css } = template.draft;
  const draft =
    template.kind === "PDF"
      ? { signerRoles, inputSchema, prefillFields, signingFields, sourcePdfAssetId: sourcePdfAssetId ?? null }
      : { signerRoles, inputSchema, prefillFields, signingFields, html: html ?? "", css: css ?? "" };
  return {
    kind: template.kind,
    name: copyName(template.name),
    description: template.description ?? undefined,
    categoryId: template.category?.id,
    tagIds: template.tags.map((tag) => tag.id),
    draft,
  };
}
