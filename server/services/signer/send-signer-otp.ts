import { count, eq } from "drizzle-orm";
import { z } from "zod";
import { otpCodes } from "../../db/schema";
import { AppError } from "../../errors";
import { sendOtpSms } from "../../sms/send-sms";
import { appendAuditEvent } from "../audit/append-audit-event";
import { lockProcessFor } from "../signing/process-state";
import type { SignerContext } from "../operation";
import { generateOtpCode, hashOtpCode, OTP_MAX_SENDS, OTP_TTL_MS } from "./otp-codes";
import { pageLanguage } from "./page-language";
import { maskPhone, openSignerSession, otpRequired, requireActiveProcess, requireSignersTurn, signerActor } from "./signer-session";

export const otpSentSchema = z.object({ sentTo: z.string(), expiresAt: z.iso.datetime() });

/**
 * The send limit never resets for one signing: its throttle headers point at the process's
 * expiry, so that a client does not retry before the signing is over anyway.
 */
function sendLimitHeaders(expiresAt: Date, now = Date.now()): Record<string, string> {
  return {
    "Retry-After": String(Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000))),
    "X-RateLimit-Limit": String(OTP_MAX_SENDS),
    "X-RateLimit-Remaining": "0",
    "X-RateLimit-Reset": String(Math.ceil(expiresAt.getTime() / 1000)),
  };
}

/** Texts the signer a fresh one-time code; more than five sends for one signing answer 429. */
export async function sendSignerOtp({ db, token, origin, acceptLanguage }: SignerContext): Promise<z.output<typeof otpSentSchema>> {
  const { signer, process, organization } = await openSignerSession(db, token);
  requireActiveProcess(process);
  requireSignersTurn(signer);
  if (!otpRequired(process, signer) || !signer.phoneE164) {
    throw new AppError("INVALID_STATE", "This signing needs no text-message code");
  }
  const code = generateOtpCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  await db.transaction(async (tx) => {
    // Under the process lock: the state is checked again, and the count below is taken in turn,
    // so two simultaneous requests cannot both be the fifth. Over the limit, all rolls back.
    await lockProcessFor(tx, process.id, "sendCode", { signerId: signer.id, tokenHash: signer.tokenHash });
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "signer.otp_sent",
      actor: signerActor(signer),
      origin,
      documentSha256: process.documentSha256,
      details: { signerId: signer.id, sentTo: maskPhone(signer.phoneE164) },
    });
    const [sent] = await tx.select({ sends: count() }).from(otpCodes).where(eq(otpCodes.signerId, signer.id));
    if ((sent?.sends ?? 0) >= OTP_MAX_SENDS) {
      throw new AppError(
        "SMS_RETRY_LIMIT",
        `At most ${OTP_MAX_SENDS} codes can be sent for one signing; ask the sender for help`,
        undefined,
        sendLimitHeaders(process.expiresAt),
      );
    }
    await tx.insert(otpCodes).values({ signerId: signer.id, codeHash: hashOtpCode(signer.id, code), sentTo: signer.phoneE164!, expiresAt });
  });
  try {
    await sendOtpSms({
      to: signer.phoneE164,
      code,
      organizationName: organization.name,
      // Asked for from the signing page: the text speaks the page's language, not only the stored one.
      locale: pageLanguage({ signer, organization }, acceptLanguage),
      meta: { signingProcessId: process.id, signerId: signer.id, kind: "otp", code },
    });
  } catch (error) {
    throw new AppError("SMS_DELIVERY_FAILED", `The code could not be sent: ${(error as Error).message}`);
  }
  return { sentTo: maskPhone(signer.phoneE164)!, expiresAt: expiresAt.toISOString() };
}
