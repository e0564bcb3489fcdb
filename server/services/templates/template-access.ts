/**
 * Guards shared by the template services: the organization's own template, category, tags and
 * PDF asset (another organization's id answers 404 like an unknown one), and the draft rules.
 */
import { and, eq, inArray } from "drizzle-orm";
import { completenessProblems, structureProblems } from "@/lib/templates/definition-rules";
import type { TemplateDefinition } from "@/lib/schemas/templates";
import type { Db, Tx } from "../../db/client";
import { pdfAssets, templateCategories, templateTags, templates, type PdfAsset, type Template } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";

export async function loadTemplate(ctx: ServiceContext, id: string): Promise<Template> {
  const [template] = await ctx.db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.organizationId, ctx.organizationId)));
  if (!template) throw notFound("Template");
  return template;
}

/** The template, locked until the transaction ends, so that two writes cannot interleave. */
export async function lockTemplate(tx: Tx, ctx: ServiceContext, id: string): Promise<Template> {
  const [template] = await tx
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.organizationId, ctx.organizationId)))
    .for("update");
  if (!template) throw notFound("Template");
  return template;
}

export async function checkTemplateLabels(ctx: ServiceContext, input: { categoryId?: string | null; tagIds?: string[] }): Promise<void> {
  if (input.categoryId) {
    const [category] = await ctx.db
      .select({ id: templateCategories.id })
      .from(templateCategories)
      .where(and(eq(templateCategories.id, input.categoryId), eq(templateCategories.organizationId, ctx.organizationId)));
    if (!category) throw notFound("Template category");
  }
  const tagIds = [...new Set(input.tagIds ?? [])];
  if (tagIds.length > 0) {
    const found = await ctx.db
      .select({ id: templateTags.id })
      .from(templateTags)
      .where(and(inArray(templateTags.id, tagIds), eq(templateTags.organizationId, ctx.organizationId)));
    if (found.length !== tagIds.length) throw notFound("Template tag");
  }
}

/** The draft's PDF; `db` is the transaction when called inside one (PGlite has one connection). */
export async function loadDraftAsset(ctx: ServiceContext, definition: TemplateDefinition, db: Db | Tx = ctx.db): Promise<PdfAsset | null> {
  if (!definition.sourcePdfAssetId) return null;
  const [asset] = await db
    .select()
    .from(pdfAssets)
    .where(and(eq(pdfAssets.id, definition.sourcePdfAssetId), eq(pdfAssets.organizationId, ctx.organizationId)));
  if (!asset) throw notFound("PDF asset");
  return asset;
}

export function refuseBrokenStructure(kind: Template["kind"], definition: TemplateDefinition): void {
  const problems = structureProblems(kind, definition);
  if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems.map((problem) => problem.api));
}

export function refuseIncomplete(kind: Template["kind"], definition: TemplateDefinition): void {
  const problems = [...structureProblems(kind, definition), ...completenessProblems(kind, definition)];
  if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems.map((problem) => problem.api));
}

export function refuseArchived(template: Template, action: string): void {
  if (template.status === "ARCHIVED") {
    throw new AppError("INVALID_STATE", `The template is archived; unarchive it to ${action}`, { status: template.status });
  }
}
