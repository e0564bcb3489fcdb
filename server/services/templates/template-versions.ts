/** A template's published versions: immutable, numbered from 1. */
import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { offsetOf, type Page, type Pagination } from "@/lib/pagination";
import { templateDefinitionSchema } from "@/lib/schemas/templates";
import { templateVersions, type TemplateVersion } from "../../db/schema";
import { notFound } from "../../errors";
import type { ServiceContext } from "../context";
import { loadTemplate } from "./template-access";

export const templateVersionSummarySchema = z.object({
  templateId: z.uuid(),
  number: z.number().int().min(1),
  publishedAt: z.iso.datetime(),
});
export const templateVersionSchema = templateVersionSummarySchema.extend({ definition: templateDefinitionSchema });
export type TemplateVersionRecord = z.output<typeof templateVersionSchema>;

export function toTemplateVersionRecord(version: TemplateVersion): TemplateVersionRecord {
  return {
    templateId: version.templateId,
    number: version.number,
    publishedAt: version.publishedAt.toISOString(),
    definition: version.definition,
  };
}

/** Newest first. */
export async function listTemplateVersions(
  ctx: ServiceContext,
  input: Pagination & { id: string },
): Promise<Page<z.output<typeof templateVersionSummarySchema>>> {
  const template = await loadTemplate(ctx, input.id);
  const where = eq(templateVersions.templateId, template.id);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({ templateId: templateVersions.templateId, number: templateVersions.number, publishedAt: templateVersions.publishedAt })
      .from(templateVersions)
      .where(where)
      .orderBy(desc(templateVersions.number))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(templateVersions).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
    total: totals?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function loadTemplateVersion(ctx: ServiceContext, templateId: string, number: number): Promise<TemplateVersion> {
  const template = await loadTemplate(ctx, templateId);
  const [version] = await ctx.db
    .select()
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, template.id), eq(templateVersions.number, number)));
  if (!version) throw notFound("Template version");
  return version;
}

export async function getTemplateVersion(ctx: ServiceContext, input: { id: string; number: number }): Promise<TemplateVersionRecord> {
  return toTemplateVersionRecord(await loadTemplateVersion(ctx, input.id, input.number));
}
