import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { updateOnlineFormLibrarySchema } from "@/lib/schemas/online-forms";
import { onlineForms, onlineFormTagLinks } from "../../db/schema";
import { AppError } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { checkTemplateLabels } from "../templates/template-access";
import { lockOnlineForm } from "./online-form-access";
import { toOnlineFormRecord, type OnlineFormRecord } from "./online-form-record";

type Input = z.output<typeof updateOnlineFormLibrarySchema> & { id: string };

/**
 * A form template's place in the template library: description, category, tags, and whether it
 * is archived (no new documents from it; documents already sent go on).
 */
export async function updateOnlineFormLibrary(ctx: ServiceContext, input: Input): Promise<OnlineFormRecord> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  await checkTemplateLabels(ctx, input);
  const row = await ctx.db.transaction(async (tx) => {
    const form = await lockOnlineForm(tx, ctx, input.id);
    if (form.kind !== "TEMPLATE") throw new AppError("INVALID_STATE", "Only form templates are in the template library; this form is a document");
    const status = input.archived === undefined ? form.status : input.archived ? "ARCHIVED" : form.firstPublishedAt ? "PUBLISHED" : "DRAFT";
    const [updated] = await tx
      .update(onlineForms)
      .set({
        status,
        ...(input.description !== undefined && { description: input.description }),
        ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
        updatedAt: new Date(),
      })
      .where(eq(onlineForms.id, form.id))
      .returning();
    if (input.tagIds) {
      const tagIds = [...new Set(input.tagIds)];
      await tx.delete(onlineFormTagLinks).where(eq(onlineFormTagLinks.onlineFormId, form.id));
      if (tagIds.length > 0) await tx.insert(onlineFormTagLinks).values(tagIds.map((tagId) => ({ onlineFormId: form.id, tagId })));
    }
    return updated!;
  });
  return toOnlineFormRecord(ctx.db, row);
}
