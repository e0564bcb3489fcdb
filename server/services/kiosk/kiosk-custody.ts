/**
 * Who held the kiosk and when, in the process's audit trail: the staff member who started it
 * (the device's dashboard session), each release to a signer with the PIN, each lock when a
 * signer's turn ended, and the end. Names stay out of `details`: the signer is named by id and
 * order, and the staff member is the event's actor.
 */
import type { Db, Tx } from "../../db/client";
import type { SigningProcess } from "../../db/schema";
import { appendAuditEvent, auditActorOf } from "../audit/append-audit-event";
import type { ServiceContext } from "../context";

export type KioskCustodyEvent = "kiosk.started" | "kiosk.unlocked" | "kiosk.locked" | "kiosk.finished";

export async function recordKioskCustody(
  ctx: ServiceContext,
  tx: Db | Tx,
  process: Pick<SigningProcess, "id" | "documentSha256">,
  type: KioskCustodyEvent,
  signer: { id: string; signOrder: number } | null,
): Promise<void> {
  await appendAuditEvent(tx, {
    signingProcessId: process.id,
    type,
    actor: auditActorOf(ctx.actor),
    origin: ctx.origin,
    documentSha256: process.documentSha256,
    details: signer ? { signerId: signer.id, signOrder: signer.signOrder } : {},
  });
}
