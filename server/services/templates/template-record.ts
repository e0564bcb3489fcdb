/** A template as the API and dashboard show it (API.md, "Templates"). */
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { templateDefinitionSchema, templateKindSchema, templateStatusSchema } from "@/lib/schemas/templates";
import type { Db, Tx } from "../../db/client";
import { templateCategories, templateTagLinks, templateTags, type Template } from "../../db/schema";

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

export const templateRecordSchema = templateSummarySchema.extend({ draft: templateDefinitionSchema });

export type TemplateLabel = z.output<typeof templateLabelSchema>;
export type TemplateSummary = z.output<typeof templateSummarySchema>;
export type TemplateRecord = z.output<typeof templateRecordSchema>;

/** The categories and tags of several templates, in two queries. */
async function labelsOf(db: Db | Tx, rows: Template[]) {
  const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  const templateIds = rows.map((row) => row.id);
  const [categories, tagRows] = await Promise.all([
    categoryIds.length > 0
      ? db.select({ id: templateCategories.id, name: templateCategories.name }).from(templateCategories).where(inArray(templateCategories.id, categoryIds))
      : [],
    templateIds.length > 0
      ? db
          .select({ templateId: templateTagLinks.templateId, id: templateTags.id, name: templateTags.name })
          .from(templateTagLinks)
          .innerJoin(templateTags, eq(templateTags.id, templateTagLinks.tagId))
          .where(inArray(templateTagLinks.templateId, templateIds))
          .orderBy(templateTags.name)
      : [],
  ]);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const tagsByTemplate = new Map<string, TemplateLabel[]>();
  for (const { templateId, id, name } of tagRows) tagsByTemplate.set(templateId, [...(tagsByTemplate.get(templateId) ?? []), { id, name }]);
  return { categoryById, tagsByTemplate };
}

function summaryOf(row: Template, labels: Awaited<ReturnType<typeof labelsOf>>): TemplateSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    status: row.status,
    category: (row.categoryId && labels.categoryById.get(row.categoryId)) || null,
    tags: labels.tagsByTemplate.get(row.id) ?? [],
    latestVersion: row.latestVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toTemplateSummaries(db: Db | Tx, rows: Template[]): Promise<TemplateSummary[]> {
  const labels = await labelsOf(db, rows);
  return rows.map((row) => summaryOf(row, labels));
}

export async function toTemplateRecord(db: Db | Tx, row: Template): Promise<TemplateRecord> {
  return { ...summaryOf(row, await labelsOf(db, [row])), draft: row.draft };
}
