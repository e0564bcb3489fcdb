/**
 * The signer slots waiting for the signed-in user themselves: CURRENT_USER processes whose slot
 * belongs to this user and is READY or OPENED. Each comes with its signing link, decrypted here
 * because the person asking is the very signer it was made for; nobody else's link is ever
 * returned (API.md: the admin API never shows tokens).
 */
import { z } from "zod";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { ACTIVE_PROCESS_STATUSES } from "@/lib/signing/statuses";
import { signers, signingProcesses } from "../../db/schema";
import { AppError } from "../../errors";
import { actingUserId, requireSession, type ServiceContext } from "../context";
import { effectiveStatusSql, signerIsActing } from "./process-state";
import { signerLink, signerTokenOf } from "./signer-tokens";

export const myPendingSignatureSchema = z.object({
  signingProcessId: z.uuid(),
  subject: z.string(),
  message: z.string().nullable(),
  processStatus: z.enum(["SENT", "IN_PROGRESS"]),
  signerId: z.uuid(),
  signerStatus: z.enum(["READY", "OPENED"]),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  signUrl: z.string(),
});
export type MyPendingSignature = z.output<typeof myPendingSignatureSchema>;

/** The user a dashboard session acts for; an API key never gets a signer link from here. */
export function signingUserOf(ctx: ServiceContext): string {
  requireSession(ctx);
  const userId = actingUserId(ctx.actor);
  if (!userId) throw new AppError("SESSION_REQUIRED", "Only a signed-in user has signatures of their own");
  return userId;
}

/** Slots (signers joined with their process) where it is this user's own turn to sign now. */
export function myTurnToSign(organizationId: string, userId: string, now = new Date()): SQL | undefined {
  return and(
    eq(signers.userId, userId),
    signerIsActing(),
    eq(signingProcesses.organizationId, organizationId),
    eq(signingProcesses.dispatchMode, "CURRENT_USER"),
    // Overdue processes read as EXPIRED, so a stale "Sign now" is never offered.
    inArray(effectiveStatusSql(now), [...ACTIVE_PROCESS_STATUSES]),
  );
}

export async function listMyPendingSignatures(ctx: ServiceContext): Promise<MyPendingSignature[]> {
  const userId = signingUserOf(ctx);
  const rows = await ctx.db
    .select({ process: signingProcesses, signer: signers })
    .from(signers)
    .innerJoin(signingProcesses, eq(signingProcesses.id, signers.signingProcessId))
    .where(myTurnToSign(ctx.organizationId, userId))
    // The one due soonest comes first.
    .orderBy(asc(signingProcesses.expiresAt), asc(signingProcesses.id));
  return rows.map(({ process, signer }) => ({
    signingProcessId: process.id,
    subject: process.subject,
    message: process.message,
    processStatus: process.status as MyPendingSignature["processStatus"],
    signerId: signer.id,
    signerStatus: signer.status as MyPendingSignature["signerStatus"],
    sentAt: process.sentAt.toISOString(),
    expiresAt: process.expiresAt.toISOString(),
    signUrl: signerLink(signerTokenOf(signer.tokenEncrypted)),
  }));
}
