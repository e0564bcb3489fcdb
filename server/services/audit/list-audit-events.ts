import { asc, eq } from "drizzle-orm";
import { auditEvents } from "../../db/schema";
import type { ServiceContext } from "../context";
import { loadSigningProcess } from "../signing/load-signing-process";
import { verifyChain, type AuditEvent, type ChainStatus } from "./audit-chain";
import { toAuditEvent } from "./append-audit-event";

/** The process's trail, oldest first, with the chain recomputed on every read. */
export async function listAuditEvents(ctx: ServiceContext, input: { id: string }): Promise<{ items: AuditEvent[]; chain: ChainStatus }> {
  const process = await loadSigningProcess(ctx, input);
  const rows = await ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.signingProcessId, process.id))
    .orderBy(asc(auditEvents.sequence));
  const items = rows.map(toAuditEvent);
  return { items, chain: verifyChain(process.id, items) };
}
