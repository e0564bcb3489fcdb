import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { updateTemplateDraftSchema } from "@/lib/schemas/templates";
import { mergeDraft } from "@/lib/templates/definition-rules";
import { templateTagLinks, templates } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { checkTemplateLabels, loadDraftAsset, lockTemplate, refuseArchived, refuseBrokenStructure } from "./template-access";
import { toTemplateRecord, type TemplateRecord } from "./template-record";

type Input = z.output<typeof updateTemplateDraftSchema> & { id: string };

/**
 * Changes the draft (each part named replaces that part) and the library data. Published
 * versions never change; the next publish freezes the draft as it is then.
 */
export async function updateTemplateDraft(ctx: ServiceContext, input: Input): Promise<TemplateRecord> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  await checkTemplateLabels(ctx, input);
  const updated = await ctx.db.transaction(async (tx) => {
    const template = await lockTemplate(tx, ctx, input.id);
    refuseArchived(template, "edit it");
    const draft = input.draft ? mergeDraft(template.draft, input.draft) : template.draft;
    refuseBrokenStructure(template.kind, draft);
    await loadDraftAsset(ctx, draft, tx);
    const [row] = await tx
      .update(templates)
      .set({
        draft,
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
        updatedAt: new Date(),
      })
      .where(eq(templates.id, template.id))
      .returning();
    if (input.tagIds) {
      await tx.delete(templateTagLinks).where(eq(templateTagLinks.templateId, template.id));
      const tagIds = [...new Set(input.tagIds)];
      if (tagIds.length > 0) await tx.insert(templateTagLinks).values(tagIds.map((tagId) => ({ templateId: template.id, tagId })));
    }
    return row!;
  });
  return toTemplateRecord(ctx.db, updated);
}
