import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { signers, type Signer, type SigningProcess } from "../../db/schema";
import { notifySignerJob } from "../../queue/definitions/notify-signer";
import { triggerJob } from "../../queue/trigger-job";
import { appendAuditEvent, type AppendAuditEventInput } from "../audit/append-audit-event";
import type { AuditActor } from "../audit/audit-chain";
import type { RequestOrigin } from "../context";
import { scheduleReminders } from "./reminders";

type AuditSource = { actor: AuditActor; origin?: RequestOrigin };

/**
 * Makes a signer the active one (PENDING to READY) and invites them per dispatch mode: EMAIL
 * queues the invitation mail (sent after the transaction commits, by a job); KIOSK and
 * CURRENT_USER sign in person and get no message.
 */
export async function activateSigner(tx: Db | Tx, process: SigningProcess, signer: Signer, audit: AuditSource): Promise<void> {
  await tx
    .update(signers)
    .set({ status: "READY", invitedAt: process.dispatchMode === "EMAIL" ? sql`now()` : null })
    .where(and(eq(signers.id, signer.id), eq(signers.status, "PENDING")));
  await appendAuditEvent(tx, signerInvitedEvent(process, signer, audit));
  await queueInvitation(tx, process, signer);
}

/** What a new process's first signer is written with: already READY, and invited now when emailed. */
export function activeSignerColumns(dispatchMode: SigningProcess["dispatchMode"], now: Date) {
  return { status: "READY" as const, invitedAt: dispatchMode === "EMAIL" ? now : null };
}

/** The audit event of a signer's activation, for a caller that appends it with others. */
export function signerInvitedEvent(
  process: Pick<SigningProcess, "id" | "documentSha256" | "dispatchMode">,
  signer: Pick<Signer, "id" | "signOrder" | "name">,
  audit: AuditSource,
): AppendAuditEventInput {
  return {
    signingProcessId: process.id,
    type: "signer.invited",
    actor: audit.actor,
    origin: audit.origin,
    documentSha256: process.documentSha256,
    details: { signerId: signer.id, signOrder: signer.signOrder, name: signer.name, channel: process.dispatchMode },
  };
}

/**
 * Queues the invitation mail of an activated signer when the process is emailed, and the
 * signer's automatic reminders when the process has a schedule (reminders.ts): the schedule
 * starts when the signer's turn begins.
 */
export async function queueInvitation(tx: Db | Tx, process: SigningProcess, signer: Signer): Promise<void> {
  if (process.dispatchMode !== "EMAIL") return;
  await triggerJob(tx, notifySignerJob, { signerId: signer.id, kind: "invite", organizationId: process.organizationId });
  await scheduleReminders(tx, process, signer);
}
