/**
 * The token of a link that downloads a finished process's file without an account: nothing is
 * stored, the link carries `<holderId>.<expires>.<mac>`, where `expires` is unix seconds and
 * `mac` is HMAC-SHA256 (base64url) with SECRET_KEY over the purpose, the process, the holder (a
 * kiosk signer, an observer) and `expires`. A token proves nothing for another purpose, process
 * or holder, and nothing after `expires`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { secrets } from "../secrets";

const FORMAT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export interface CopyTokenScope {
  /** Domain separation: a distinct text per kind of link, so no other use of SECRET_KEY makes one. */
  purpose: string;
  processId: string;
}

function macOf(scope: CopyTokenScope, holderId: string, expires: number): string {
  return createHmac("sha256", secrets().secretKey)
    .update(JSON.stringify([scope.purpose, scope.processId, holderId, expires]))
    .digest("base64url");
}

export function issueCopyToken(scope: CopyTokenScope, holderId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${holderId}.${expires}.${macOf(scope, holderId, expires)}`;
}

export type CopyTokenCheck = { valid: true; holderId: string } | { valid: false; reason: "MALFORMED" | "EXPIRED" };

/** A token made for another scope, or altered in any character, is MALFORMED; a genuine one past its time EXPIRED. */
export function checkCopyToken(scope: CopyTokenScope, token: string, now = Date.now()): CopyTokenCheck {
  const match = FORMAT.exec(token);
  if (!match) return { valid: false, reason: "MALFORMED" };
  const holderId = match[1]!;
  const expires = Number(match[2]);
  // Compared as text: two base64url spellings can decode to the same bytes.
  const presented = Buffer.from(match[3]!);
  const expected = Buffer.from(macOf(scope, holderId, expires));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return { valid: false, reason: "MALFORMED" };
  if (expires * 1000 <= now) return { valid: false, reason: "EXPIRED" };
  return { valid: true, holderId };
}
