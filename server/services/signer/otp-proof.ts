/**
 * Proof that this browser confirmed the text-message code (AES_OTP), kept in a cookie:
 *   signet_otp_proof=<expires>.<mac>; Path=/api/v1/sign/<token>; Max-Age=900; HttpOnly; SameSite=Strict[; Secure]
 * (`SameSite=None; Secure; Partitioned` for the embedded page, see otpProofCookie).
 * `expires` is unix seconds; `mac` is HMAC-SHA256 (base64url) with SECRET_KEY over the signer's
 * id, the hash of the token in force and `expires`. Nothing is stored: the proof lapses after
 * 15 minutes, proves nothing for another signer, and a rotated token (resend-invite) voids it.
 * The signer's stored `otpVerifiedAt` is evidence for the certificate only; it authorizes nothing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../../env";
import { secrets } from "../../secrets";
import { isWellFormedSignerToken } from "../signing/signer-tokens";

export const OTP_PROOF_COOKIE = "signet_otp_proof";
export const OTP_PROOF_TTL_SECONDS = 15 * 60;

/** Domain separation: no other use of SECRET_KEY can produce a proof. */
const PURPOSE = "signet-otp-proof-v1";
const FORMAT = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** What a proof is bound to: the signer and the token currently in force. */
export interface OtpProofSubject {
  id: string;
  tokenHash: string;
}

function macOf(subject: OtpProofSubject, expires: number): Buffer {
  return createHmac("sha256", secrets().secretKey).update(JSON.stringify([PURPOSE, subject.id, subject.tokenHash, expires])).digest();
}

/** A fresh proof for the signer, valid for 15 minutes from `now` (milliseconds). */
export function issueOtpProof(subject: OtpProofSubject, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + OTP_PROOF_TTL_SECONDS;
  return `${expires}.${macOf(subject, expires).toString("base64url")}`;
}

/** Whether the presented cookie value proves the code for this signer and token at `now`. */
export function otpProofIsValid(value: string | null | undefined, subject: OtpProofSubject, now = Date.now()): boolean {
  const match = value ? FORMAT.exec(value) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const presented = Buffer.from(match[2]!, "base64url");
  const expected = macOf(subject, expires);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * The Set-Cookie header carrying a proof: this browser only, and only under the signer's own path.
 * `embedded`: for the page inside a frame on another site (docs/embedding.md), where a
 * SameSite=Strict cookie is never sent: `SameSite=None; Secure; Partitioned` instead, so the
 * browser keeps it for frames under that one top-level site only (CHIPS). Browsers take Secure
 * cookies from https and from http://localhost.
 */
export function otpProofCookie(token: string, proof: string, { embedded = false } = {}): string {
  if (!isWellFormedSignerToken(token) || !FORMAT.test(proof)) throw new Error("not a signer token and proof");
  const base = `${OTP_PROOF_COOKIE}=${proof}; Path=/api/v1/sign/${token}; Max-Age=${OTP_PROOF_TTL_SECONDS}; HttpOnly`;
  if (embedded) return `${base}; SameSite=None; Secure; Partitioned`;
  const secure = env().APP_URL.startsWith("https://") ? "; Secure" : "";
  return `${base}; SameSite=Strict${secure}`;
}
