import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { voidSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { signingProcesses } from "../../db/schema";
import { appendAuditEvent, auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { recordDomainEvent } from "../events/record-domain-event";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { notifyInvitedSigners } from "./expire-signing-process";
import { queueObserverNotifications } from "../observers/queue-observer-notifications";
import { loadSigningProcess } from "./load-signing-process";
import { lockProcessFor } from "./process-state";
import { toSigningProcessRecord, type SigningProcessRecord } from "./signing-process-record";

/**
 * Cancels a SENT or IN_PROGRESS process for good; signatures already given stay recorded. A
 * fully signed process (finalizing) answers PROCESS_FINALIZING, decided under the process lock.
 */
export async function voidSigningProcess(
  ctx: ServiceContext,
  input: { id: string } & z.output<typeof voidSigningProcessSchema>,
): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const { reason } = input;
  const process = await loadSigningProcess(ctx, input);
  await loadWritableOrganization(ctx);
  const voided = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    await lockProcessFor(tx, process.id, "void", { now });
    const [row] = await tx
      .update(signingProcesses)
      .set({ status: "VOIDED", voidedAt: now, voidReason: reason ?? null, updatedAt: now })
      .where(eq(signingProcesses.id, process.id))
      .returning();
    await appendAuditEvent(tx, {
      signingProcessId: row!.id,
      type: "process.voided",
      actor: auditActorOf(ctx.actor),
      origin: ctx.origin,
      documentSha256: row!.documentSha256,
      details: { reason: reason ?? null },
    });
    await recordDomainEvent(tx, { organizationId: row!.organizationId, type: "signing.voided", signingProcessId: row!.id });
    await notifyInvitedSigners(tx, row!, "voided");
    await queueObserverNotifications(tx, row!, "voided");
    return row!;
  });
  return toSigningProcessRecord(ctx.db, voided);
}
