/**
 * GET /templates: the organization's PDF and HTML templates, most recently changed first,
 * filtered with AND (any of the tags within tagIds). The catalogue, which adds form templates,
 * search and sorting, is template-catalogue.ts.
 */
import { and, count, desc, eq, exists, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import type { listTemplatesSchema } from "@/lib/schemas/templates";
import { templateTagLinks, templates } from "../../db/schema";
import type { ServiceContext } from "../context";
import { toTemplateSummaries, type TemplateSummary } from "./template-record";

type ListInput = z.output<typeof listTemplatesSchema>;

function filters(ctx: ServiceContext, input: ListInput): (SQL | undefined)[] {
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
  ];
}

export async function listTemplates(ctx: ServiceContext, input: ListInput): Promise<Page<TemplateSummary>> {
  const where = and(...filters(ctx, input));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(templates)
      .where(where)
      .orderBy(desc(templates.updatedAt), desc(templates.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(templates).where(where),
  ]);
  return { items: await toTemplateSummaries(ctx.db, rows), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
