import { eq } from "drizzle-orm";
import { processDrafts } from "../../db/schema";
import type { ServiceContext } from "../context";
import { loadProcessDraft } from "./process-draft-access";

export async function deleteProcessDraft(ctx: ServiceContext, input: { id: string }): Promise<{ id: string }> {
  const draft = await loadProcessDraft(ctx, input);
  await ctx.db.delete(processDrafts).where(eq(processDrafts.id, draft.id));
  return { id: draft.id };
}
