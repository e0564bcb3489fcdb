/**
 * GET /templates: the organization's PDF and HTML templates, most recently changed first,
 * filtered with AND (any of the tags within tagIds). The catalogue, which adds form templates,
 * search and sorting, is template-catalogue.ts.
 */
import { count, desc } from "drizzle-orm";
import type { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import type { listTemplatesSchema } from "@/lib/schemas/templates";
import { templates } from "../../db/schema";
import type { ServiceContext } from "../context";
import { templateFilters } from "./template-catalogue";
import { toTemplateSummaries, type TemplateSummary } from "./template-record";

export async function listTemplates(ctx: ServiceContext, input: z.output<typeof listTemplatesSchema>): Promise<Page<TemplateSummary>> {
  const where = templateFilters(ctx, input);
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
