import { and, eq, sql } from "drizzle-orm";
import { signers } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { notifySignerJob } from "../../queue/definitions/notify-signer";
import { triggerJob } from "../../queue/trigger-job";
import { appendAuditEvent, auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadSigningProcess } from "./load-signing-process";
import { lockProcessFor } from "./process-state";
import { issueSignerToken } from "./signer-tokens";
import { toSigningProcessRecord, type SigningProcessRecord } from "./signing-process-record";

/**
 * Sends the active signer a fresh link. The token is rotated, so the link sent earlier stops
 * working (SIGNING_LINK_INVALID); a signer who is not the active one answers INVALID_STATE.
 */
export async function resendSignerInvite(ctx: ServiceContext, { id, signerId }: { id: string; signerId: string }): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const process = await loadSigningProcess(ctx, { id });
  await loadWritableOrganization(ctx);
  const [signer] = await ctx.db
    .select()
    .from(signers)
    .where(and(eq(signers.id, signerId), eq(signers.signingProcessId, process.id)));
  if (!signer) throw notFound("Signer");
  await ctx.db.transaction(async (tx) => {
    const { process: current, signer: slot } = await lockProcessFor(tx, process.id, "resend", { signerId: signer.id });
    if (slot!.status !== "READY" && slot!.status !== "OPENED") {
      throw new AppError("INVALID_STATE", `Only the signer whose turn it is can be invited again; this signer is ${slot!.status}`, {
        signerStatus: slot!.status,
      });
    }
    const token = issueSignerToken();
    await tx
      .update(signers)
      .set({ tokenHash: token.tokenHash, tokenEncrypted: token.tokenEncrypted, invitedAt: current.dispatchMode === "EMAIL" ? sql`now()` : signers.invitedAt })
      .where(eq(signers.id, signer.id));
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "signer.invite_resent",
      actor: auditActorOf(ctx.actor),
      origin: ctx.origin,
      documentSha256: current.documentSha256,
      details: { signerId: signer.id, signOrder: signer.signOrder, channel: current.dispatchMode },
    });
    if (current.dispatchMode === "EMAIL") await triggerJob(tx, notifySignerJob, { signerId: signer.id, kind: "invite", organizationId: current.organizationId });
  });
  return toSigningProcessRecord(ctx.db, process);
}
