import { eq } from "drizzle-orm";
import { z } from "zod";
import { PROCESS_STATUSES, SIGNER_STATUSES } from "@/lib/signing/statuses";
import type { Db } from "../../db/client";
import { organizations, signers, signingProcesses, type Organization, type Signer, type SigningProcess } from "../../db/schema";
import { AppError } from "../../errors";
import type { AuditActor } from "../audit/audit-chain";
import { processRefusal, signerRefusal } from "../signing/process-state";
import { hashSignerToken, isWellFormedSignerToken } from "../signing/signer-tokens";

/** What a signer's token opens: their slot, its process and the organization's name. */
export interface SignerSession {
  db: Db;
  signer: Signer;
  process: SigningProcess;
  organization: Organization;
}

/** What a submit or a decline answers: the signer's and the process's status after it. */
export const signerOutcomeSchema = z.object({
  signer: z.object({ status: z.enum(SIGNER_STATUSES) }),
  process: z.object({ status: z.enum(PROCESS_STATUSES) }),
});
export type SignerOutcome = z.output<typeof signerOutcomeSchema>;

const invalidLink = () => new AppError("SIGNING_LINK_INVALID", "This signing link is not valid; it may have been replaced by a newer one");

async function find(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ signer: signers, process: signingProcesses, organization: organizations })
    .from(signers)
    .innerJoin(signingProcesses, eq(signingProcesses.id, signers.signingProcessId))
    .innerJoin(organizations, eq(organizations.id, signingProcesses.organizationId))
    .where(eq(signers.tokenHash, tokenHash));
  return row;
}

/**
 * Opens a token. Nothing is written: an overdue process reads as expired through the state
 * rules (process-state.ts) and the sweep records the expiry.
 */
export async function openSignerSession(db: Db, token: string): Promise<SignerSession> {
  if (!isWellFormedSignerToken(token)) throw invalidLink();
  const row = await find(db, hashSignerToken(token));
  if (!row) throw invalidLink();
  return { db, ...row };
}

export function signerActor(signer: Signer): AuditActor {
  return { kind: "SIGNER", id: signer.id, name: signer.name };
}

/** The process still takes a signer's actions: active, not overdue and not fully signed. */
export function requireActiveProcess(process: SigningProcess, now = new Date()): void {
  const refusal = processRefusal(process, "submit", now);
  if (refusal) throw refusal;
}

/** It is this signer's turn: READY or OPENED. */
export function requireSignersTurn(signer: Signer): void {
  const refusal = signerRefusal(signer);
  if (refusal) throw refusal;
}

/** CURRENT_USER signers are authenticated by their dashboard session, never by SMS. */
export function otpRequired(process: SigningProcess, signer: Signer): boolean {
  return process.authPolicy === "AES_OTP" && signer.userId === null;
}

/** "+49•••••••78": enough to recognise one's own number, not enough to learn someone else's. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return `${phone.slice(0, 3)}${"•".repeat(Math.max(0, phone.length - 5))}${phone.slice(-2)}`;
}
