/**
 * Categories and tags of the template library. Names are unique per organization whatever
 * their case; creating one that exists answers it (200) instead of a duplicate.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { OperationAnswer } from "../operation";
import { templateCategories, templateTags } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import type { TemplateLabel } from "./template-record";

type LabelTable = typeof templateCategories | typeof templateTags;

function labelService(table: LabelTable) {
  const sameName = (ctx: ServiceContext, name: string) =>
    and(eq(table.organizationId, ctx.organizationId), eq(sql`lower(${table.name})`, name.toLowerCase()));
  return {
    async list(ctx: ServiceContext): Promise<{ items: TemplateLabel[] }> {
      const items = await ctx.db
        .select({ id: table.id, name: table.name })
        .from(table as PgTable)
        .where(eq(table.organizationId, ctx.organizationId))
        .orderBy(asc(table.name));
      return { items };
    },
    async create(ctx: ServiceContext, input: { name: string }): Promise<OperationAnswer<TemplateLabel>> {
      requireAdmin(ctx);
      await loadWritableOrganization(ctx);
      const [created] = await ctx.db
        .insert(table)
        .values({ organizationId: ctx.organizationId, name: input.name })
        .onConflictDoNothing()
        .returning({ id: table.id, name: table.name });
      if (created) return new OperationAnswer(created, 201);
      const [existing] = await ctx.db.select({ id: table.id, name: table.name }).from(table as PgTable).where(sameName(ctx, input.name));
      return new OperationAnswer(existing!, 200);
    },
  };
}

export const templateCategoryService = labelService(templateCategories);
export const templateTagService = labelService(templateTags);
