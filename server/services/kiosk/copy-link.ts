/**
 * The link behind a kiosk's "take your copy" QR code: a short-lived download of the sealed
 * document for one signer who signed at the kiosk, so they need not type anything and the
 * shared device keeps nothing. Nothing is stored; the link is
 *   <APP_URL>/copy/<processId>/<signerId>.<expires>.<mac>
 * where `expires` is unix seconds and `mac` is HMAC-SHA256 (base64url) with SECRET_KEY over the
 * process, the signer and `expires`. It is not the signer's signing token (which opens their
 * signing page for as long as the process runs), works for 15 minutes, and proves nothing for
 * another process or signer.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../../env";
import { secrets } from "../../secrets";

export const COPY_LINK_TTL_SECONDS = 15 * 60;

/** Domain separation: no other use of SECRET_KEY can produce a copy link. */
const PURPOSE = "signet-kiosk-copy-v1";
const FORMAT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function macOf(processId: string, signerId: string, expires: number): Buffer {
  return createHmac("sha256", secrets().secretKey).update(JSON.stringify([PURPOSE, processId, signerId, expires])).digest();
}

/** A token for the signer's copy, valid for 15 minutes from `now` (milliseconds). */
export function issueCopyToken(input: { processId: string; signerId: string }, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + COPY_LINK_TTL_SECONDS;
  const token = `${input.signerId}.${expires}.${macOf(input.processId, input.signerId, expires).toString("base64url")}`;
  return { token, expiresAt: new Date(expires * 1000) };
}

/** The whole link, as the QR code carries it. */
export function copyLinkUrl(processId: string, token: string): string {
  return `${env().APP_URL}/copy/${processId}/${token}`;
}

export type CopyTokenCheck = { valid: true; signerId: string } | { valid: false; reason: "MALFORMED" | "EXPIRED" };

/**
 * Whether the token opens the copy of one of this process's signers at `now`. A token made for
 * another process, or altered in any character, is MALFORMED; a genuine one past its time EXPIRED.
 */
export function checkCopyToken(processId: string, token: string, now = Date.now()): CopyTokenCheck {
  const match = FORMAT.exec(token);
  if (!match) return { valid: false, reason: "MALFORMED" };
  const signerId = match[1]!;
  const expires = Number(match[2]);
  // Compared as text: two base64url spellings can decode to the same bytes.
  const presented = Buffer.from(match[3]!);
  const expected = Buffer.from(macOf(processId, signerId, expires).toString("base64url"));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return { valid: false, reason: "MALFORMED" };
  if (expires * 1000 <= now) return { valid: false, reason: "EXPIRED" };
  return { valid: true, signerId };
}
