import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { updateOnlineFormDraftSchema } from "@/lib/schemas/online-forms";
import { onlineForms } from "../../db/schema";
import { AppError } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { lockOnlineForm, refuseBrokenDraft } from "./online-form-access";
import { toOnlineFormRecord, type OnlineFormRecord } from "./online-form-record";

type Input = z.output<typeof updateOnlineFormDraftSchema> & { id: string };

/**
 * Saves a change to a draft (each part named replaces that part). The caller names the
 * draftVersion it read: when someone saved since, 409 DRAFT_VERSION_CONFLICT and nothing changes;
 * of two saves from the same version, exactly one wins.
 */
export async function updateOnlineFormDraft(ctx: ServiceContext, input: Input): Promise<OnlineFormRecord> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const form = await lockOnlineForm(tx, ctx, input.id);
    if (form.firstPublishedAt && form.kind === "DOCUMENT") {
      throw new AppError("INVALID_STATE", "A published form cannot be edited; void its process and publish a new form instead");
    }
    if (form.status === "ARCHIVED") throw new AppError("INVALID_STATE", "The form template is archived; unarchive it in the library to edit it");
    if (form.draftVersion !== input.expectedDraftVersion) {
      throw new AppError("DRAFT_VERSION_CONFLICT", `The draft was saved by someone else since version ${input.expectedDraftVersion}; load version ${form.draftVersion} and apply your change again`, {
        currentDraftVersion: form.draftVersion,
      });
    }
    const draft = { ...form.draft, ...Object.fromEntries(Object.entries(input.draft).filter(([, value]) => value !== undefined)) };
    refuseBrokenDraft(form.kind, draft);
    const [updated] = await tx
      .update(onlineForms)
      .set({ draft, draftVersion: form.draftVersion + 1, updatedAt: new Date() })
      .where(eq(onlineForms.id, form.id))
      .returning();
    return updated!;
  });
  return toOnlineFormRecord(ctx.db, row);
}
