import type { z } from "zod";
import type { createTemplateSchema } from "@/lib/schemas/templates";
import { emptyDefinition, mergeDraft } from "@/lib/templates/definition-rules";
import { templateTagLinks, templates } from "../../db/schema";
import { actingUserId, requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { checkTemplateLabels, loadDraftAsset, refuseBrokenStructure } from "./template-access";
import { enforceTemplateQuota } from "./template-quota";
import { toTemplateRecord, type TemplateRecord } from "./template-record";

/** Creates a DRAFT template, within the template quota (template-quota.ts). */
export async function createTemplate(ctx: ServiceContext, input: z.output<typeof createTemplateSchema>): Promise<TemplateRecord> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  const draft = mergeDraft(emptyDefinition(input.kind), input.draft ?? {});
  refuseBrokenStructure(input.kind, draft);
  await checkTemplateLabels(ctx, input);
  await loadDraftAsset(ctx, draft);

  const created = await ctx.db.transaction(async (tx) => {
    await enforceTemplateQuota(tx, ctx.organizationId);
    const [template] = await tx
      .insert(templates)
      .values({
        organizationId: ctx.organizationId,
        kind: input.kind,
        name: input.name,
        description: input.description ?? null,
        categoryId: input.categoryId ?? null,
        draft,
        createdByUserId: actingUserId(ctx.actor),
      })
      .returning();
    const tagIds = [...new Set(input.tagIds ?? [])];
    if (tagIds.length > 0) await tx.insert(templateTagLinks).values(tagIds.map((tagId) => ({ templateId: template!.id, tagId })));
    return template!;
  });
  return toTemplateRecord(ctx.db, created);
}
