import { and, desc, eq } from "drizzle-orm";
import { processDrafts } from "../../db/schema";
import type { ServiceContext } from "../context";
import { draftOwnerId, loadProcessDraft } from "./process-draft-access";
import { toProcessDraftRecord, toProcessDraftRecords, type ProcessDraftRecord } from "./process-draft-record";

/** Most drafts a list shows; older ones stay until sent or deleted. */
const LIST_LIMIT = 100;

export async function getProcessDraft(ctx: ServiceContext, input: { id: string }): Promise<ProcessDraftRecord> {
  return toProcessDraftRecord(ctx.db, await loadProcessDraft(ctx, input));
}

/** The signed-in user's own drafts, the last changed first. */
export async function listProcessDrafts(ctx: ServiceContext): Promise<ProcessDraftRecord[]> {
  const userId = draftOwnerId(ctx);
  const rows = await ctx.db
    .select()
    .from(processDrafts)
    .where(and(eq(processDrafts.organizationId, ctx.organizationId), eq(processDrafts.createdByUserId, userId)))
    .orderBy(desc(processDrafts.updatedAt), desc(processDrafts.id))
    .limit(LIST_LIMIT);
  return toProcessDraftRecords(ctx.db, rows);
}
