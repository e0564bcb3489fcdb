import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { declineSchema } from "@/lib/schemas/signer";
import { signers, signingProcesses } from "../../db/schema";
import { AppError } from "../../errors";
import { appendAuditEvent } from "../audit/append-audit-event";
import { recordDomainEvent } from "../events/record-domain-event";
import { queueSenderNotification } from "../notifications/queue-sender-notification";
import { notifyInvitedSigners } from "../signing/expire-signing-process";
import { queueObserverNotifications } from "../observers/queue-observer-notifications";
import { lockProcessFor } from "../signing/process-state";
import type { SignerContext } from "../operation";
import { otpProofIsValid } from "./otp-proof";
import { openSignerSession, otpRequired, requireActiveProcess, requireSignersTurn, signerActor, type SignerOutcome } from "./signer-session";

const codeFirst = () => new AppError("OTP_REQUIRED", "Confirm the code sent by text message before declining");

/**
 * The signer whose turn it is refuses to sign: their slot and the whole process end DECLINED.
 * Decided under the process lock, so a decline never lands on a fully signed process.
 *
 * Under AES_OTP a decline needs the code's proof, as a submit does: it ends the process for
 * everyone and stands in the audit trail as the signer's act, so holding the link alone (a
 * forwarded email, a shared inbox) must not be enough to refuse on the signer's behalf.
 */
export async function declineSigning(
  { db, token, origin, otpProof }: SignerContext,
  { reason }: z.output<typeof declineSchema>,
): Promise<SignerOutcome> {
  const { signer, process } = await openSignerSession(db, token);
  requireActiveProcess(process);
  requireSignersTurn(signer);
  if (otpRequired(process, signer) && !otpProofIsValid(otpProof, signer)) throw codeFirst();
  return db.transaction(async (tx) => {
    const now = new Date();
    const locked = await lockProcessFor(tx, process.id, "decline", { now, signerId: signer.id, tokenHash: signer.tokenHash });
    // Again under the lock: a token rotated since (resend-invite) voids the proof.
    if (otpRequired(locked.process, signer) && !otpProofIsValid(otpProof, locked.signer!)) throw codeFirst();
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
    await queueObserverNotifications(tx, row!, "declined");
    await queueSenderNotification(tx, row!, "declined", { signerId: signer.id });
    return { signer: { status: "DECLINED" }, process: { status: "DECLINED" } };
  });
}
