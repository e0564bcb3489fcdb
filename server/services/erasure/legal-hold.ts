import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { legalHoldSchema } from "@/lib/schemas/signing-processes";
import { signingProcesses } from "../../db/schema";
import { appendAuditEvent, auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { loadSigningProcess } from "../signing/load-signing-process";
import { toSigningProcessRecord, type SigningProcessRecord } from "../signing/signing-process-record";

/**
 * PUT /signing-processes/{id}/legal-hold (docs/api.md, "Erasure"): places or lifts the hold that
 * keeps a process from being erased, by request or by retention. Setting what is already set
 * changes nothing and records nothing; an erased process has nothing left to hold.
 */
export async function setLegalHold(ctx: ServiceContext, input: { id: string } & z.output<typeof legalHoldSchema>): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const process = await loadSigningProcess(ctx, input);
  const updated = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(signingProcesses).where(eq(signingProcesses.id, process.id)).for("update");
    if (current!.legalHold === input.legalHold || current!.erasedAt) return current!;
    const [row] = await tx
      .update(signingProcesses)
      .set({ legalHold: input.legalHold, updatedAt: new Date() })
      .where(eq(signingProcesses.id, process.id))
      .returning();
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "process.legal_hold",
      actor: auditActorOf(ctx.actor),
      origin: ctx.origin,
      documentSha256: row!.documentSha256,
      details: { legalHold: input.legalHold },
    });
    return row!;
  });
  return toSigningProcessRecord(ctx.db, updated);
}
