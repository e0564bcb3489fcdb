/** Guards shared by the online-form services: the organization's own form, and the draft's rules. */
import { and, eq } from "drizzle-orm";
import { answerTypeProblem } from "@/lib/forms/accept-answers";
import { formStructureProblems } from "@/lib/forms/form-rules";
import { formSizeProblem } from "@/lib/forms/form-size";
import type { FormDraft } from "@/lib/schemas/online-forms";
import type { Db, Tx } from "../../db/client";
import { onlineForms, type OnlineForm, type OnlineFormKind } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ServiceContext } from "../context";

export async function loadOnlineForm(ctx: ServiceContext, id: string, db: Db | Tx = ctx.db): Promise<OnlineForm> {
  const [form] = await db.select().from(onlineForms).where(and(eq(onlineForms.id, id), eq(onlineForms.organizationId, ctx.organizationId)));
  if (!form) throw notFound("Online form");
  return form;
}

/** The form, locked until the transaction ends: two saves of one draft run one after the other. */
export async function lockOnlineForm(tx: Tx, ctx: ServiceContext, id: string): Promise<OnlineForm> {
  const [form] = await tx
    .select()
    .from(onlineForms)
    .where(and(eq(onlineForms.id, id), eq(onlineForms.organizationId, ctx.organizationId)))
    .for("update");
  if (!form) throw notFound("Online form");
  return form;
}

/**
 * What saving refuses: a broken block structure, more text than a form may hold, signers on a
 * template, a signOrder used twice.
 */
export function refuseBrokenDraft(kind: OnlineFormKind, draft: FormDraft): void {
  const problems = formStructureProblems(draft.definition?.blocks ?? []);
  const tooLarge = formSizeProblem(draft.definition?.blocks ?? [], "definition");
  if (tooLarge) problems.push(tooLarge);
  if (kind === "TEMPLATE" && draft.signers.length > 0) {
    problems.push("draft.signers: a form template has no signers; they are named when a document is made from it");
  }
  const blocks = new Map((draft.definition?.blocks ?? []).map((block) => [block.id, block]));
  for (const [id, answer] of Object.entries(draft.prefills ?? {})) {
    const block = blocks.get(id);
    const problem = block ? answerTypeProblem(block, answer) : "is not a question of this form";
    if (problem) problems.push(`draft.prefills.${id} ${problem}`);
  }
  const orders = draft.signers.map((signer) => signer.signOrder);
  if (new Set(orders).size !== orders.length) problems.push("draft.signers: each signOrder may be used once");
  if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems);
}
