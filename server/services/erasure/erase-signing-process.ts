import { auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { loadSigningProcess } from "../signing/load-signing-process";
import { eraseProcessData } from "./erase-process-data";

/**
 * DELETE /signing-processes/{id} (docs/api.md, "Erasure"): an admin erases an ended process of
 * the organization. Asking again for an erased process answers the same and changes nothing.
 */
export async function eraseSigningProcess(ctx: ServiceContext, input: { id: string }): Promise<null> {
  requireAdmin(ctx);
  const process = await loadSigningProcess(ctx, input);
  await eraseProcessData(ctx.db, process.id, { actor: auditActorOf(ctx.actor), origin: ctx.origin });
  return null;
}
