import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { saveProcessDraftSchema } from "@/lib/schemas/process-drafts";
import { processDrafts } from "../../db/schema";
import { AppError } from "../../errors";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { draftOwnerId, lockProcessDraft } from "./process-draft-access";
import { toProcessDraftRecord, type ProcessDraftRecord } from "./process-draft-record";

/**
 * Replaces a draft's content. The caller names the version it read: when another tab saved
 * since, 409 DRAFT_VERSION_CONFLICT (worded as for online forms) and nothing changes.
 */
export async function saveProcessDraft(ctx: ServiceContext, input: z.output<typeof saveProcessDraftSchema>): Promise<ProcessDraftRecord> {
  draftOwnerId(ctx);
  await loadWritableOrganization(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const draft = await lockProcessDraft(tx, ctx, input.id);
    if (draft.version !== input.expectedVersion) {
      throw new AppError("DRAFT_VERSION_CONFLICT", `The draft was saved by someone else since version ${input.expectedVersion}; load version ${draft.version} and apply your change again`, {
        currentDraftVersion: draft.version,
      });
    }
    const [updated] = await tx
      .update(processDrafts)
      .set({ content: input.content, version: draft.version + 1, updatedAt: new Date() })
      .where(eq(processDrafts.id, draft.id))
      .returning();
    return updated!;
  });
  return toProcessDraftRecord(ctx.db, row);
}
