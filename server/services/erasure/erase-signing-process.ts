import { effectiveProcessStatus } from "@/lib/signing/statuses";
import { auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { expireSigningProcess } from "../signing/expire-signing-process";
import { loadSigningProcess } from "../signing/load-signing-process";
import { eraseProcessData } from "./erase-process-data";

/**
 * DELETE /signing-processes/{id} (docs/api.md, "Erasure"): an admin erases an ended process of
 * the organization. Asking again for an erased process answers the same and changes nothing.
 */
export async function eraseSigningProcess(ctx: ServiceContext, input: { id: string }): Promise<null> {
  requireAdmin(ctx);
  const process = await loadSigningProcess(ctx, input);
  // A process past its expiry reads EXPIRED before the sweep records it; record it first, as
  // the sweep would, so that what the caller sees is what is erased.
  const now = new Date();
  if (process.status !== "EXPIRED" && effectiveProcessStatus(process, now) === "EXPIRED") await expireSigningProcess(ctx.db, process.id, now);
  await eraseProcessData(ctx.db, process.id, { actor: auditActorOf(ctx.actor), origin: ctx.origin });
  return null;
}
