import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { templateRetentionSchema } from "@/lib/schemas/retention";
import { templates } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { lockTemplate } from "./template-access";
import { toTemplateRecord, type TemplateRecord } from "./template-record";

/**
 * PUT /templates/{id}/retention (docs/api.md, "Retention"): the days after which processes
 * started from the template are erased once ended, or null for the organization's period.
 * It applies to the processes already started from it too: retention reads it when it runs.
 */
export async function setTemplateRetention(
  ctx: ServiceContext,
  input: { id: string } & z.output<typeof templateRetentionSchema>,
): Promise<TemplateRecord> {
  requireAdmin(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const template = await lockTemplate(tx, ctx, input.id);
    const [updated] = await tx
      .update(templates)
      .set({ retentionDays: input.retentionDays, updatedAt: new Date() })
      .where(eq(templates.id, template.id))
      .returning();
    return updated!;
  });
  return toTemplateRecord(ctx.db, row);
}
