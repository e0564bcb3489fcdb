import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { extendSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { signingProcesses } from "../../db/schema";
import { AppError } from "../../errors";
import { appendAuditEvent, auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadSigningProcess } from "./load-signing-process";
import { lockProcessFor } from "./process-state";
import { toSigningProcessRecord, type SigningProcessRecord } from "./signing-process-record";

/** Moves the expiry later, before it has passed; after expiry it answers INVALID_STATE. */
export async function extendSigningProcess(
  ctx: ServiceContext,
  input: { id: string } & z.output<typeof extendSigningProcessSchema>,
): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const { expiresAt } = input;
  const process = await loadSigningProcess(ctx, input);
  await loadWritableOrganization(ctx);
  const next = new Date(expiresAt);
  const extended = await ctx.db.transaction(async (tx) => {
    const { process: current } = await lockProcessFor(tx, process.id, "extend");
    if (next <= current.expiresAt) {
      throw new AppError("VALIDATION_FAILED", [`expiresAt must be later than the current expiry (${current.expiresAt.toISOString()})`]);
    }
    const [row] = await tx
      .update(signingProcesses)
      .set({ expiresAt: next, updatedAt: new Date() })
      .where(eq(signingProcesses.id, process.id))
      .returning();
    await appendAuditEvent(tx, {
      signingProcessId: row!.id,
      type: "process.extended",
      actor: auditActorOf(ctx.actor),
      origin: ctx.origin,
      documentSha256: row!.documentSha256,
      details: { previousExpiresAt: current.expiresAt.toISOString(), expiresAt: next.toISOString() },
    });
    return row!;
  });
  return toSigningProcessRecord(ctx.db, extended);
}
