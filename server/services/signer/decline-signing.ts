import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { declineSchema } from "@/lib/schemas/signer";
import { signers, signingProcesses } from "../../db/schema";
import { appendAuditEvent } from "../audit/append-audit-event";
import { recordDomainEvent } from "../events/record-domain-event";
import { queueSenderNotification } from "../notifications/queue-sender-notification";
import { notifyInvitedSigners } from "../signing/expire-signing-process";
import { lockProcessFor } from "../signing/process-state";
import type { SignerContext } from "../operation";
import { openSignerSession, requireActiveProcess, requireSignersTurn, signerActor, type SignerOutcome } from "./signer-session";

/**
 * The signer whose turn it is refuses to sign: their slot and the whole process end DECLINED.
 * Decided under the process lock, so a decline never lands on a fully signed process.
 */
export async function declineSigning(
  { db, token, origin }: SignerContext,
  { reason }: z.output<typeof declineSchema>,
): Promise<SignerOutcome> {
  const { signer, process } = await openSignerSession(db, token);
  requireActiveProcess(process);
  requireSignersTurn(signer);
  return db.transaction(async (tx) => {
    const now = new Date();
    await lockProcessFor(tx, process.id, "decline", { now, signerId: signer.id });
    await tx
      .update(signers)
      .set({ status: "DECLINED", declinedAt: now, declineReason: reason, signedIp: origin.ip, signedUserAgent: origin.userAgent })
      .where(eq(signers.id, signer.id));
    const [row] = await tx
      .update(signingProcesses)
      .set({ status: "DECLINED", declinedAt: now, updatedAt: sql`now()` })
      .where(eq(signingProcesses.id, process.id))
      .returning();
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "signer.declined",
      actor: signerActor(signer),
      origin,
      documentSha256: process.documentSha256,
      details: { signerId: signer.id, signOrder: signer.signOrder, reason },
    });
    await recordDomainEvent(tx, { organizationId: process.organizationId, type: "signing.declined", signingProcessId: process.id, signerId: signer.id });
    await notifyInvitedSigners(tx, row!, "declined");
    await queueSenderNotification(tx, row!, "declined", { signerId: signer.id });
    return { signer: { status: "DECLINED" }, process: { status: "DECLINED" } };
  });
}
