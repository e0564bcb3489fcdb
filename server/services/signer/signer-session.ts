import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, signers, signingProcesses, type Organization, type Signer, type SigningProcess } from "../../db/schema";
import { AppError } from "../../errors";
import type { AuditActor } from "../audit/audit-chain";
import { expireSigningProcess } from "../signing/expire-signing-process";
import { hashSignerToken, isWellFormedSignerToken } from "../signing/signer-tokens";

/** What a signer's token opens: their slot, its process and the organization's name. */
export interface SignerSession {
  db: Db;
  signer: Signer;
  process: SigningProcess;
  organization: Organization;
}

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

/** Opens a token; an overdue process is expired first, so the signer sees the truth. */
export async function openSignerSession(db: Db, token: string): Promise<SignerSession> {
  if (!isWellFormedSignerToken(token)) throw invalidLink();
  const tokenHash = hashSignerToken(token);
  let row = await find(db, tokenHash);
  if (!row) throw invalidLink();
  const { process } = row;
  if ((process.status === "SENT" || process.status === "IN_PROGRESS") && process.expiresAt <= new Date()) {
    if (await expireSigningProcess(db, process.id)) row = (await find(db, tokenHash))!;
  }
  return { db, ...row };
}

export function signerActor(signer: Signer): AuditActor {
  return { kind: "SIGNER", id: signer.id, name: signer.name };
}

/** The process still takes signatures: active and not finalizing. */
export function requireActiveProcess(process: SigningProcess): void {
  if ((process.status !== "SENT" && process.status !== "IN_PROGRESS") || process.finalizationStatus !== "NONE") {
    const status = process.finalizationStatus === "NONE" ? process.status : "COMPLETED";
    throw new AppError("PROCESS_NOT_ACTIVE", `This signing is ${status.toLowerCase().replace("_", " ")}; it takes no more actions`, {
      status: process.status,
    });
  }
}

/** It is this signer's turn: READY or OPENED. */
export function requireSignersTurn(signer: Signer): void {
  if (signer.status === "PENDING") {
    throw new AppError("SIGNER_NOT_READY", "An earlier signer has not signed yet; you will be notified when it is your turn");
  }
  if (signer.status !== "READY" && signer.status !== "OPENED") {
    throw new AppError("INVALID_STATE", `You have already ${signer.status === "COMPLETED" ? "signed" : signer.status.toLowerCase()}`, {
      signerStatus: signer.status,
    });
  }
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
