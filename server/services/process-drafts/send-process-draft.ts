import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { sendProcessDraftSchema } from "@/lib/schemas/process-drafts";
import { processDrafts } from "../../db/schema";
import type { ServiceContext } from "../context";
import { createSigningProcess } from "../signing/create-signing-process";
import type { SigningProcessRecord } from "../signing/signing-process-record";
import { draftOwnerId, lockProcessDraft } from "./process-draft-access";

/**
 * Sends a draft: creates the process the wizard built and deletes the draft in one transaction.
 * The draft's row lock makes a second send of the same draft (a double click, a retry) wait for
 * the first and then find no draft: it answers 404 and creates nothing.
 */
export async function sendProcessDraft(ctx: ServiceContext, input: z.output<typeof sendProcessDraftSchema>): Promise<SigningProcessRecord> {
  draftOwnerId(ctx);
  return ctx.db.transaction(async (tx) => {
    const draft = await lockProcessDraft(tx, ctx, input.id);
    const created = await createSigningProcess({ ...ctx, db: tx }, input.process);
    await tx.delete(processDrafts).where(eq(processDrafts.id, draft.id));
    return created;
  });
}
