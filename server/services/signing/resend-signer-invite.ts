import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { signers } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { notifySignerJob } from "../../jobs/definitions/notify-signer";
import { triggerJob } from "../../jobs/trigger-job";
import { appendAuditEvent, auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { parseInput } from "../parse-input";
import { loadSigningProcess } from "./load-signing-process";
import { issueSignerToken } from "./signer-tokens";
import { toSigningProcessRecord, type SigningProcessRecord } from "./signing-process-record";

const resendSchema = z.object({ id: z.uuid(), signerId: z.uuid() });

/**
 * Sends the active signer a fresh link. The token is rotated, so the link sent earlier stops
 * working (SIGNING_LINK_INVALID); a signer who is not the active one answers INVALID_STATE.
 */
export async function resendSignerInvite(ctx: ServiceContext, rawInput: { id: string; signerId: string }): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const { id, signerId } = parseInput(resendSchema, rawInput, "path");
  const process = await loadSigningProcess(ctx, { id });
  await loadWritableOrganization(ctx);
  const [signer] = await ctx.db
    .select()
    .from(signers)
    .where(and(eq(signers.id, signerId), eq(signers.signingProcessId, process.id)));
  if (!signer) throw notFound("Signer");
  if (process.status !== "SENT" && process.status !== "IN_PROGRESS") {
    throw new AppError("INVALID_STATE", `The process is ${process.status}; there is nobody to invite`, { status: process.status });
  }
  await ctx.db.transaction(async (tx) => {
    const token = issueSignerToken();
    const [rotated] = await tx
      .update(signers)
      .set({ tokenHash: token.tokenHash, tokenEncrypted: token.tokenEncrypted, invitedAt: process.dispatchMode === "EMAIL" ? sql`now()` : signers.invitedAt })
      .where(and(eq(signers.id, signer.id), inArray(signers.status, ["READY", "OPENED"])))
      .returning();
    if (!rotated) {
      throw new AppError("INVALID_STATE", `Only the signer whose turn it is can be invited again; this signer is ${signer.status}`, {
        signerStatus: signer.status,
      });
    }
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "signer.invite_resent",
      actor: auditActorOf(ctx.actor),
      origin: ctx.origin,
      documentSha256: process.documentSha256,
      details: { signerId: signer.id, signOrder: signer.signOrder, channel: process.dispatchMode },
    });
    if (process.dispatchMode === "EMAIL") await triggerJob(tx, notifySignerJob, { signerId: signer.id, kind: "invite" });
  });
  return toSigningProcessRecord(ctx.db, process);
}
