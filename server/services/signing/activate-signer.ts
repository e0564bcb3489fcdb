import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { signers, type Signer, type SigningProcess } from "../../db/schema";
import { notifySignerJob } from "../../jobs/definitions/notify-signer";
import { triggerJob } from "../../jobs/trigger-job";
import { appendAuditEvent } from "../audit/append-audit-event";
import type { AuditActor } from "../audit/audit-chain";
import type { RequestOrigin } from "../context";

/**
 * Makes a signer the active one (PENDING to READY) and invites them per dispatch mode: EMAIL
 * queues the invitation mail (sent after the transaction commits, by a job); KIOSK and
 * CURRENT_USER sign in person and get no message.
 */
export async function activateSigner(
  tx: Db | Tx,
  process: SigningProcess,
  signer: Signer,
  audit: { actor: AuditActor; origin?: RequestOrigin },
): Promise<void> {
  const emailed = process.dispatchMode === "EMAIL";
  await tx
    .update(signers)
    .set({ status: "READY", invitedAt: emailed ? sql`now()` : null })
    .where(and(eq(signers.id, signer.id), eq(signers.status, "PENDING")));
  await appendAuditEvent(tx, {
    signingProcessId: process.id,
    type: "signer.invited",
    actor: audit.actor,
    origin: audit.origin,
    documentSha256: process.documentSha256,
    details: { signerId: signer.id, signOrder: signer.signOrder, name: signer.name, channel: process.dispatchMode },
  });
  if (emailed) await triggerJob(tx, notifySignerJob, { signerId: signer.id, kind: "invite", organizationId: process.organizationId });
}
