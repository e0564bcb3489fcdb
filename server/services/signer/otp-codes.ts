import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { secrets } from "../../secrets";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS = 5;

export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * A six-digit code has only a million values, so a plain hash would fall to a table lookup;
 * the HMAC with SECRET_KEY and the signer's id makes a leaked row useless on its own.
 */
export function hashOtpCode(signerId: string, code: string): string {
  return createHmac("sha256", secrets().secretKey).update(`otp:${signerId}:${code}`).digest("hex");
}

export function otpCodeMatches(signerId: string, code: string, codeHash: string): boolean {
  const expected = Buffer.from(codeHash, "hex");
  const actual = Buffer.from(hashOtpCode(signerId, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
