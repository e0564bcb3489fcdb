import type { z } from "zod";
import type { createProcessDraftSchema } from "@/lib/schemas/process-drafts";
import { processDrafts } from "../../db/schema";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { draftOwnerId } from "./process-draft-access";
import { toProcessDraftRecord, type ProcessDraftRecord } from "./process-draft-record";

/** Starts a draft of the signed-in user's, at version 1. */
export async function createProcessDraft(ctx: ServiceContext, input: z.output<typeof createProcessDraftSchema>): Promise<ProcessDraftRecord> {
  const userId = draftOwnerId(ctx);
  await loadWritableOrganization(ctx);
  const [row] = await ctx.db
    .insert(processDrafts)
    .values({ organizationId: ctx.organizationId, createdByUserId: userId, content: input.content })
    .returning();
  return toProcessDraftRecord(ctx.db, row!);
}
