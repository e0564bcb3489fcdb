import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditEvents, signingProcesses } from "../../db/schema";
import type { ServiceContext } from "../context";
import { loadSigningProcess } from "../signing/load-signing-process";
import { toAuditEvent } from "./append-audit-event";
import { verifyChain, type AuditEvent, type ChainStatus } from "./audit-chain";

export interface AuditTrail {
  items: AuditEvent[];
  chain: ChainStatus;
}

/**
 * A process's trail, oldest first, with the chain recomputed and compared with the length and
 * head hash the process row recorded. The row is share-locked first: an append (which locks it
 * for update) then either finished before or starts after, so both reads see the same trail.
 */
export async function readAuditTrail(db: Db, processId: string): Promise<AuditTrail> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .select({ length: signingProcesses.auditLength, headHash: signingProcesses.auditHeadHash })
      .from(signingProcesses)
      .where(eq(signingProcesses.id, processId))
      .for("share");
    const rows = await tx.select().from(auditEvents).where(eq(auditEvents.signingProcessId, processId)).orderBy(asc(auditEvents.sequence));
    const items = rows.map(toAuditEvent);
    return { items, chain: verifyChain(processId, items, recorded) };
  });
}

/** The process's trail as the caller may see it (API.md: GET .../audit-events). */
export async function listAuditEvents(ctx: ServiceContext, input: { id: string }): Promise<AuditTrail> {
  const process = await loadSigningProcess(ctx, input);
  return readAuditTrail(ctx.db, process.id);
}
