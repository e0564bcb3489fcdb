/** Guards shared by the draft services: drafts are one dashboard user's own, in their organization. */
import { and, eq } from "drizzle-orm";
import { processDraftIdSchema } from "@/lib/schemas/process-drafts";
import type { Db, Tx } from "../../db/client";
import { processDrafts, type ProcessDraftRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { requireAdmin, requireSession, type ServiceContext } from "../context";
import { parseInput } from "../parse-input";

/** The signed-in user the drafts belong to; drafts are a dashboard feature of those who may send. */
export function draftOwnerId(ctx: ServiceContext): string {
  requireSession(ctx);
  requireAdmin(ctx);
  if (ctx.actor.kind !== "USER") throw new AppError("SESSION_REQUIRED", "Drafts belong to a signed-in dashboard user");
  return ctx.actor.id;
}

const ownDraft = (ctx: ServiceContext, id: string, userId: string) =>
  and(eq(processDrafts.id, id), eq(processDrafts.organizationId, ctx.organizationId), eq(processDrafts.createdByUserId, userId));

/** The caller's draft by id; another user's or organization's answers 404 like a missing one. */
export async function loadProcessDraft(ctx: ServiceContext, rawInput: { id: string }, db: Db | Tx = ctx.db): Promise<ProcessDraftRow> {
  const userId = draftOwnerId(ctx);
  const { id } = parseInput(processDraftIdSchema, rawInput, "input");
  const [draft] = await db.select().from(processDrafts).where(ownDraft(ctx, id, userId));
  if (!draft) throw notFound("Draft");
  return draft;
}

/** The caller's draft, locked until the transaction ends: saves and sends of one draft take turns. */
export async function lockProcessDraft(tx: Tx, ctx: ServiceContext, id: string): Promise<ProcessDraftRow> {
  const [draft] = await tx.select().from(processDrafts).where(ownDraft(ctx, id, draftOwnerId(ctx))).for("update");
  if (!draft) throw notFound("Draft");
  return draft;
}
