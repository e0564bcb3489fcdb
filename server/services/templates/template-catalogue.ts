/**
 * GET /templates/catalogue: the whole template library, PDF and HTML templates and form
 * templates together, filtered with AND (any of the tags within tagIds), searched over name and
 * description, sorted and paged as one list (a UNION ALL of the two tables).
 */
import { and, count, eq, exists, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import { CATALOGUE_KINDS, type listTemplatesSchema, type templateCatalogueSchema } from "@/lib/schemas/templates";
import { onlineForms, onlineFormTagLinks, templates, templateTagLinks } from "../../db/schema";
import { containsPattern } from "../../db/like-pattern";
import type { ServiceContext } from "../context";
import { toOnlineFormSummaries } from "../online-forms/online-form-record";
import { toTemplateSummaries, type TemplateSummary } from "./template-record";

type CatalogueInput = z.output<typeof templateCatalogueSchema>;
type ListInput = z.output<typeof listTemplatesSchema>;
export type CatalogueItem = Omit<TemplateSummary, "kind"> & { kind: (typeof CATALOGUE_KINDS)[number] };

const formName = sql<string>`coalesce(${onlineForms.draft}->>'subject', '')`;

/** The PDF and HTML templates a list or catalogue request matches (GET /templates uses it too). */
export function templateFilters(ctx: ServiceContext, input: ListInput & Partial<Pick<CatalogueInput, "kind" | "q">>): SQL | undefined {
  // No kind filter: every kind. A filter naming FORM alone: no PDF or HTML template.
  const kinds = input.kind?.length ? input.kind.filter((kind): kind is "PDF" | "HTML" => kind !== "FORM") : null;
  return and(
    eq(templates.organizationId, ctx.organizationId),
    kinds === null ? undefined : kinds.length > 0 ? inArray(templates.kind, kinds) : sql`false`,
    input.status?.length ? inArray(templates.status, input.status) : undefined,
    input.categoryId ? eq(templates.categoryId, input.categoryId) : undefined,
    input.tagIds?.length
      ? exists(ctx.db.select({ one: sql`1` }).from(templateTagLinks).where(and(eq(templateTagLinks.templateId, templates.id), inArray(templateTagLinks.tagId, input.tagIds))))
      : undefined,
    input.q ? or(ilike(templates.name, containsPattern(input.q)), ilike(templates.description, containsPattern(input.q))) : undefined,
  );
}

function formFilters(ctx: ServiceContext, input: CatalogueInput): SQL | undefined {
  return and(
    eq(onlineForms.organizationId, ctx.organizationId),
    eq(onlineForms.kind, "TEMPLATE"),
    input.kind?.length && !input.kind.includes("FORM") ? sql`false` : undefined,
    input.status?.length ? inArray(onlineForms.status, input.status) : undefined,
    input.categoryId ? eq(onlineForms.categoryId, input.categoryId) : undefined,
    input.tagIds?.length
      ? exists(ctx.db.select({ one: sql`1` }).from(onlineFormTagLinks).where(and(eq(onlineFormTagLinks.onlineFormId, onlineForms.id), inArray(onlineFormTagLinks.tagId, input.tagIds))))
      : undefined,
    input.q ? or(ilike(formName, containsPattern(input.q)), ilike(onlineForms.description, containsPattern(input.q))) : undefined,
  );
}

// A UNION can only be ordered by its output columns, so the lower-cased name is one.
const SORT_SQL = { name: sql`"sort_name"`, createdAt: sql`"created_at"`, updatedAt: sql`"updated_at"` } as const;

export async function templateCatalogue(ctx: ServiceContext, input: CatalogueInput): Promise<Page<CatalogueItem>> {
  const templateWhere = templateFilters(ctx, input);
  const formWhere = formFilters(ctx, input);
  const direction = input.order === "asc" ? sql`asc` : sql`desc`;
  const rows = await unionAll(
    ctx.db
      .select({
        id: templates.id,
        source: sql<"TEMPLATE" | "FORM">`'TEMPLATE'`.as("source"),
        sortName: sql<string>`lower(${templates.name})`.as("sort_name"),
        createdAt: sql<Date>`${templates.createdAt}`.as("created_at"),
        updatedAt: sql<Date>`${templates.updatedAt}`.as("updated_at"),
      })
      .from(templates)
      .where(templateWhere),
    ctx.db
      .select({
        id: onlineForms.id,
        source: sql<"TEMPLATE" | "FORM">`'FORM'`.as("source"),
        sortName: sql<string>`lower(${formName})`.as("sort_name"),
        createdAt: sql<Date>`${onlineForms.createdAt}`.as("created_at"),
        updatedAt: sql<Date>`${onlineForms.updatedAt}`.as("updated_at"),
      })
      .from(onlineForms)
      .where(formWhere),
  )
    .orderBy(sql`${SORT_SQL[input.sort]} ${direction}`, sql`"id" ${direction}`)
    .limit(input.pageSize)
    .offset(offsetOf(input));
  const [[templateTotal], [formTotal]] = await Promise.all([
    ctx.db.select({ total: count() }).from(templates).where(templateWhere),
    ctx.db.select({ total: count() }).from(onlineForms).where(formWhere),
  ]);

  const templateIds = rows.filter((row) => row.source === "TEMPLATE").map((row) => row.id);
  const formIds = rows.filter((row) => row.source === "FORM").map((row) => row.id);
  const [templateRows, formRows] = await Promise.all([
    templateIds.length > 0 ? ctx.db.select().from(templates).where(inArray(templates.id, templateIds)) : [],
    formIds.length > 0 ? ctx.db.select().from(onlineForms).where(inArray(onlineForms.id, formIds)) : [],
  ]);
  const summaries = new Map<string, CatalogueItem>();
  for (const summary of await toTemplateSummaries(ctx.db, templateRows)) summaries.set(summary.id, summary);
  for (const form of await toOnlineFormSummaries(ctx.db, formRows)) {
    summaries.set(form.id, {
      id: form.id,
      kind: "FORM",
      name: form.subject ?? "",
      description: form.description,
      status: form.status,
      category: form.category,
      tags: form.tags,
      latestVersion: form.latestVersion,
      createdAt: form.createdAt,
      updatedAt: form.updatedAt,
    });
  }
  return {
    items: rows.map((row) => summaries.get(row.id)!),
    total: (templateTotal?.total ?? 0) + (formTotal?.total ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}
