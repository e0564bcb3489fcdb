import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { otpVerifySchema } from "@/lib/schemas/signer";
import { otpCodes, signers } from "../../db/schema";
import { AppError } from "../../errors";
import { appendAuditEvent } from "../audit/append-audit-event";
import { lockProcessFor } from "../signing/process-state";
import type { SignerContext } from "../operation";
import { OTP_MAX_ATTEMPTS, otpCodeMatches } from "./otp-codes";
import { issueOtpProof, otpProofIsValid } from "./otp-proof";
import { maskPhone, openSignerSession, otpRequired, requireActiveProcess, requireSignersTurn, signerActor } from "./signer-session";

const burned = () =>
  new AppError("OTP_ATTEMPTS_EXCEEDED", `The code was entered wrongly ${OTP_MAX_ATTEMPTS} times and no longer works; request a new code`);

const used = () => new AppError("OTP_EXPIRED", "This code has already been used; request a new one");

/**
 * Checks the latest code sent to the signer. A wrong code counts against it; the fifth wrong
 * one burns it, and every later try answers 429 until a new code is sent. A right code is used
 * up and gives `proof`, the value of this browser's proof cookie (otp-proof.ts); `proof` is null
 * when the browser's proof (`ctx.otpProof`) still holds, so nothing new is needed. The stored
 * `otpVerifiedAt` is evidence only: another browser must confirm a code of its own.
 */
export async function verifySignerOtp(
  { db, token, origin, otpProof: presentedProof }: SignerContext,
  { code }: z.output<typeof otpVerifySchema>,
): Promise<{ verified: true; proof: string | null }> {
  const { signer, process } = await openSignerSession(db, token);
  requireActiveProcess(process);
  requireSignersTurn(signer);
  if (!otpRequired(process, signer)) throw new AppError("INVALID_STATE", "This signing needs no text-message code");
  if (otpProofIsValid(presentedProof, signer)) return { verified: true, proof: null };

  const [latest] = await db.select().from(otpCodes).where(eq(otpCodes.signerId, signer.id)).orderBy(desc(otpCodes.sentAt)).limit(1);
  if (!latest) throw new AppError("OTP_INVALID", "No code has been sent yet; request one first", { attemptsLeft: 0 });
  if (latest.burnedAt) throw burned();
  if (latest.verifiedAt) throw used();
  if (latest.expiresAt <= new Date()) throw new AppError("OTP_EXPIRED", "The code has expired; request a new one");

  if (!otpCodeMatches(signer.id, code, latest.codeHash)) {
    // The increment happens in the database, so concurrent guesses each count.
    const [counted] = await db
      .update(otpCodes)
      .set({
        failedAttempts: sql`${otpCodes.failedAttempts} + 1`,
        burnedAt: sql`case when ${otpCodes.failedAttempts} + 1 >= ${OTP_MAX_ATTEMPTS} then now() else null end`,
      })
      .where(and(eq(otpCodes.id, latest.id), sql`${otpCodes.burnedAt} is null`))
      .returning();
    if (!counted || counted.burnedAt) throw burned();
    const attemptsLeft = OTP_MAX_ATTEMPTS - counted.failedAttempts;
    throw new AppError("OTP_INVALID", `The code is not correct; ${attemptsLeft} ${attemptsLeft === 1 ? "try" : "tries"} left`, { attemptsLeft });
  }

  await db.transaction(async (tx) => {
    await lockProcessFor(tx, process.id, "verifyCode", { signerId: signer.id, tokenHash: signer.tokenHash });
    const [verified] = await tx
      .update(otpCodes)
      .set({ verifiedAt: sql`now()` })
      .where(and(eq(otpCodes.id, latest.id), sql`${otpCodes.burnedAt} is null and ${otpCodes.verifiedAt} is null`))
      .returning();
    // Note: a concurrent verify of the same code won (a double tap), or wrong guesses burned it meanwhile.
    if (!verified) throw used();
    await tx.update(signers).set({ otpVerifiedAt: sql`now()` }).where(eq(signers.id, signer.id));
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "signer.otp_verified",
      actor: signerActor(signer),
      origin,
      documentSha256: process.documentSha256,
      details: { signerId: signer.id, sentTo: maskPhone(latest.sentTo) },
    });
  });
  return { verified: true, proof: issueOtpProof(signer) };
}
