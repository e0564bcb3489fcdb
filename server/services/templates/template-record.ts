/** A template as the API and dashboard show it (API.md, "Templates"). */
import { z } from "zod";
import { templateDefinitionSchema, templateKindSchema, templateStatusSchema } from "@/lib/schemas/templates";
import type { Db, Tx } from "../../db/client";
import type { Template } from "../../db/schema";
import { loadLibraryLabels, type LibraryLabels } from "./library-labels";

export const templateLabelSchema = z.object({ id: z.uuid(), name: z.string() });

/** A library entry: everything but the draft's content. */
export const templateSummarySchema = z.object({
  id: z.uuid(),
  kind: templateKindSchema,
  name: z.string(),
  description: z.string().nullable(),
  status: templateStatusSchema,
  category: templateLabelSchema.nullable(),
  tags: z.array(templateLabelSchema),
  latestVersion: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const templateRecordSchema = templateSummarySchema.extend({
  draft: templateDefinitionSchema,
  // Days after a process started from it ended before it is erased; null: the organization's.
  retentionDays: z.number().int().nullable(),
});

export type TemplateLabel = z.output<typeof templateLabelSchema>;
export type TemplateSummary = z.output<typeof templateSummarySchema>;
export type TemplateRecord = z.output<typeof templateRecordSchema>;

function summaryOf(row: Template, labels: LibraryLabels): TemplateSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    status: row.status,
    category: labels.categoryOf(row),
    tags: labels.tagsOf(row),
    latestVersion: row.latestVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toTemplateSummaries(db: Db | Tx, rows: Template[]): Promise<TemplateSummary[]> {
  const labels = await loadLibraryLabels(db, rows, "template");
  return rows.map((row) => summaryOf(row, labels));
}

export async function toTemplateRecord(db: Db | Tx, row: Template): Promise<TemplateRecord> {
  return { ...summaryOf(row, await loadLibraryLabels(db, [row], "template")), draft: row.draft, retentionDays: row.retentionDays };
}
