/**
 * GET /templates and GET /templates/catalogue: the organization's templates, filtered with AND
 * (any of the tags within tagIds), searched and sorted. FORM templates join the catalogue once
 * online forms exist; until then asking for kind FORM alone finds nothing.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import type { listTemplatesSchema, templateCatalogueSchema } from "@/lib/schemas/templates";
import { templateTagLinks, templates } from "../../db/schema";
import type { ServiceContext } from "../context";
import { toTemplateSummaries, type TemplateSummary } from "./template-record";

type ListInput = z.output<typeof listTemplatesSchema>;
type CatalogueInput = z.output<typeof templateCatalogueSchema>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filters(ctx: ServiceContext, input: ListInput & Partial<CatalogueInput>): (SQL | undefined)[] {
  const kinds = input.kind?.filter((kind) => kind !== "FORM");
  return [
    eq(templates.organizationId, ctx.organizationId),
    input.status && input.status.length > 0 ? inArray(templates.status, input.status) : undefined,
    input.categoryId ? eq(templates.categoryId, input.categoryId) : undefined,
    input.tagIds && input.tagIds.length > 0
      ? exists(
          ctx.db
            .select({ one: templateTagLinks.tagId })
            .from(templateTagLinks)
            .where(and(eq(templateTagLinks.templateId, templates.id), inArray(templateTagLinks.tagId, input.tagIds))),
        )
      : undefined,
    kinds && input.kind!.length > 0 ? (kinds.length > 0 ? inArray(templates.kind, kinds) : eq(templates.id, "00000000-0000-0000-0000-000000000000")) : undefined,
    input.q ? or(ilike(templates.name, likePattern(input.q)), ilike(templates.description, likePattern(input.q))) : undefined,
  ];
}

const SORT_COLUMNS = { name: templates.name, createdAt: templates.createdAt, updatedAt: templates.updatedAt } as const;

async function page(ctx: ServiceContext, input: ListInput & Partial<CatalogueInput>): Promise<Page<TemplateSummary>> {
  const where = and(...filters(ctx, input));
  const direction = input.order === "asc" ? asc : desc;
  const column = SORT_COLUMNS[input.sort ?? "updatedAt"];
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(templates)
      .where(where)
      .orderBy(direction(column), direction(templates.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(templates).where(where),
  ]);
  return { items: await toTemplateSummaries(ctx.db, rows), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

/** Most recently changed first. */
export function listTemplates(ctx: ServiceContext, input: ListInput): Promise<Page<TemplateSummary>> {
  return page(ctx, input);
}

export function templateCatalogue(ctx: ServiceContext, input: CatalogueInput): Promise<Page<TemplateSummary>> {
  return page(ctx, input);
}
