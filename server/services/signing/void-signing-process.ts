import { and, eq, inArray, ne } from "drizzle-orm";
import { voidSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { signingProcesses } from "../../db/schema";
import { AppError } from "../../errors";
import { appendAuditEvent, auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { recordDomainEvent } from "../events/record-domain-event";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { parseInput } from "../parse-input";
import { notifyInvitedSigners } from "./expire-signing-process";
import { loadSigningProcess } from "./load-signing-process";
import { toSigningProcessRecord, type SigningProcessRecord } from "./signing-process-record";

/** Cancels a SENT or IN_PROGRESS process for good; signatures already given stay recorded. */
export async function voidSigningProcess(ctx: ServiceContext, input: { id: string; body?: unknown }): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const { reason } = parseInput(voidSigningProcessSchema, input.body ?? {});
  const process = await loadSigningProcess(ctx, input);
  await loadWritableOrganization(ctx);
  if (process.finalizationStatus === "PENDING") {
    throw new AppError("PROCESS_FINALIZING", "Every signer has signed and the final files are being prepared; the process can no longer be voided");
  }
  const voided = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(signingProcesses)
      .set({ status: "VOIDED", voidedAt: now, voidReason: reason ?? null, updatedAt: now })
      .where(
        and(
          eq(signingProcesses.id, process.id),
          inArray(signingProcesses.status, ["SENT", "IN_PROGRESS"]),
          ne(signingProcesses.finalizationStatus, "PENDING"),
        ),
      )
      .returning();
    if (!row) return null;
    await appendAuditEvent(tx, {
      signingProcessId: row.id,
      type: "process.voided",
      actor: auditActorOf(ctx.actor),
      origin: ctx.origin,
      documentSha256: row.documentSha256,
      details: { reason: reason ?? null },
    });
    await recordDomainEvent(tx, { organizationId: row.organizationId, type: "signing.voided", signingProcessId: row.id });
    await notifyInvitedSigners(tx, row, "voided");
    return row;
  });
  if (!voided) {
    const current = await loadSigningProcess(ctx, input);
    if (current.finalizationStatus === "PENDING") throw new AppError("PROCESS_FINALIZING", "The final files are being prepared; the process can no longer be voided");
    throw new AppError("INVALID_STATE", `A ${current.status} process cannot be voided`, { status: current.status });
  }
  return toSigningProcessRecord(ctx.db, voided);
}
