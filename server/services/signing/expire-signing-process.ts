import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { ACTIVE_PROCESS_STATUSES, UNFINISHED_SIGNER_STATUSES } from "@/lib/signing/statuses";
import type { Db, Tx } from "../../db/client";
import { signers, signingProcesses, type SigningProcess } from "../../db/schema";
import { notifySignerJob } from "../../queue/definitions/notify-signer";
import { triggerJob } from "../../queue/trigger-job";
import { appendAuditEvent, SYSTEM_AUDIT_ACTOR } from "../audit/append-audit-event";
import { recordDomainEvent } from "../events/record-domain-event";
import { queueSenderNotification } from "../notifications/queue-sender-notification";
import { queueObserverNotifications } from "../observers/queue-observer-notifications";
import { lockProcess, processRefusal } from "./process-state";

/**
 * Expires one process whose expiresAt has passed: the process and every slot not COMPLETED
 * become EXPIRED, with the audit event, signing.expired and notices to the signers who were
 * asked to sign. Decided under the process lock: a process that was fully signed (or voided,
 * declined, extended) in the meantime is left alone. Answers whether it expired.
 */
export async function expireSigningProcess(db: Db, processId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const process = await lockProcess(tx, processId);
    if (!process || processRefusal(process, "expire", now)) return false;
    const [expired] = await tx
      .update(signingProcesses)
      .set({ status: "EXPIRED", expiredAt: now, updatedAt: now })
      .where(eq(signingProcesses.id, processId))
      .returning();
    const affected = await tx
      .update(signers)
      .set({ status: "EXPIRED" })
      .where(and(eq(signers.signingProcessId, processId), inArray(signers.status, [...UNFINISHED_SIGNER_STATUSES])))
      .returning();
    await appendAuditEvent(tx, {
      signingProcessId: processId,
      type: "process.expired",
      actor: SYSTEM_AUDIT_ACTOR,
      documentSha256: expired!.documentSha256,
      details: { expiresAt: expired!.expiresAt.toISOString(), expiredSignerIds: affected.map((signer) => signer.id) },
    });
    await recordDomainEvent(tx, { organizationId: expired!.organizationId, type: "signing.expired", signingProcessId: processId });
    await notifyInvitedSigners(tx, expired!, "expired");
    await queueObserverNotifications(tx, expired!, "expired");
    await queueSenderNotification(tx, expired!, "expired");
    return true;
  });
}

/** Tells everyone who was asked to sign (invited by email, not still waiting) what happened. */
export async function notifyInvitedSigners(tx: Db | Tx, process: SigningProcess, kind: "expired" | "voided" | "declined"): Promise<void> {
  if (process.dispatchMode !== "EMAIL") return;
  const invited = await tx
    .select({ id: signers.id })
    .from(signers)
    .where(and(eq(signers.signingProcessId, process.id), sql`${signers.invitedAt} is not null`));
  for (const signer of invited) await triggerJob(tx, notifySignerJob, { signerId: signer.id, kind, organizationId: process.organizationId });
}

/** Expires every overdue process; the periodic sweep's work. Answers how many expired. */
export async function expireOverdueSigningProcesses(db: Db, options: { now?: Date; organizationId?: string } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const overdue = await db
    .select({ id: signingProcesses.id })
    .from(signingProcesses)
    .where(
      and(
        // isOverdue (lib/signing/statuses.ts) in SQL, in the shape of the partial expiry index.
        inArray(signingProcesses.status, [...ACTIVE_PROCESS_STATUSES]),
        lte(signingProcesses.expiresAt, now),
        eq(signingProcesses.finalizationStatus, "NONE"),
        options.organizationId ? eq(signingProcesses.organizationId, options.organizationId) : undefined,
      ),
    )
    .limit(500);
  let count = 0;
  for (const { id } of overdue) if (await expireSigningProcess(db, id, now)) count += 1;
  return count;
}
