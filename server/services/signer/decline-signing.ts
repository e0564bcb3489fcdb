import { and, eq, inArray, sql } from "drizzle-orm";
import { declineSchema } from "@/lib/schemas/signer";
import type { Db } from "../../db/client";
import { signers, signingProcesses } from "../../db/schema";
import { AppError } from "../../errors";
import { appendAuditEvent } from "../audit/append-audit-event";
import type { RequestOrigin } from "../context";
import { recordDomainEvent } from "../events/record-domain-event";
import { parseInput } from "../parse-input";
import { notifyInvitedSigners } from "../signing/expire-signing-process";
import { openSignerSession, requireActiveProcess, requireSignersTurn, signerActor } from "./signer-session";

/** The signer whose turn it is refuses to sign: their slot and the whole process end DECLINED. */
export async function declineSigning(
  db: Db,
  token: string,
  body: unknown,
  origin: RequestOrigin,
): Promise<{ signer: { status: string }; process: { status: string } }> {
  const { reason } = parseInput(declineSchema, body ?? {});
  const { signer, process } = await openSignerSession(db, token);
  requireActiveProcess(process);
  requireSignersTurn(signer);
  const declined = await db.transaction(async (tx) => {
    const now = new Date();
    const [slot] = await tx
      .update(signers)
      .set({ status: "DECLINED", declinedAt: now, declineReason: reason, signedIp: origin.ip, signedUserAgent: origin.userAgent })
      .where(and(eq(signers.id, signer.id), inArray(signers.status, ["READY", "OPENED"])))
      .returning();
    if (!slot) return null;
    const [row] = await tx
      .update(signingProcesses)
      .set({ status: "DECLINED", declinedAt: now, updatedAt: sql`now()` })
      .where(and(eq(signingProcesses.id, process.id), inArray(signingProcesses.status, ["SENT", "IN_PROGRESS"]), eq(signingProcesses.finalizationStatus, "NONE")))
      .returning();
    if (!row) throw new AppError("PROCESS_NOT_ACTIVE", "This signing takes no more actions");
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "signer.declined",
      actor: signerActor(signer),
      origin,
      documentSha256: process.documentSha256,
      details: { signerId: signer.id, signOrder: signer.signOrder, reason },
    });
    await recordDomainEvent(tx, { organizationId: process.organizationId, type: "signing.declined", signingProcessId: process.id, signerId: signer.id });
    await notifyInvitedSigners(tx, row, "declined");
    return row;
  });
  if (!declined) throw new AppError("INVALID_STATE", "You have already answered this signing");
  return { signer: { status: "DECLINED" }, process: { status: "DECLINED" } };
}
