/**
 * The link behind a kiosk's "take your copy" QR code: a short-lived download of the sealed
 * document for one signer who signed at the kiosk, so they need not type anything and the
 * shared device keeps nothing. The link is <APP_URL>/copy/<processId>/<token>, a copy token
 * (server/crypto/copy-token.ts) held by the signer. It is not the signer's signing token
 * (which opens their signing page for as long as the process runs) and works for 15 minutes.
 */
import { checkCopyToken as checkToken, issueCopyToken as issueToken } from "../../crypto/copy-token";
import { env } from "../../env";

export const COPY_LINK_TTL_SECONDS = 15 * 60;

const PURPOSE = "signet-kiosk-copy-v1";

/** A token for the signer's copy, valid for 15 minutes from `now` (milliseconds). */
export function issueCopyToken(input: { processId: string; signerId: string }, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAt = new Date((Math.floor(now / 1000) + COPY_LINK_TTL_SECONDS) * 1000);
  return { token: issueToken({ purpose: PURPOSE, processId: input.processId }, input.signerId, expiresAt), expiresAt };
}

/** The whole link, as the QR code carries it. */
export function copyLinkUrl(processId: string, token: string): string {
  return `${env().APP_URL}/copy/${processId}/${token}`;
}

export type CopyTokenCheck = { valid: true; signerId: string } | { valid: false; reason: "MALFORMED" | "EXPIRED" };

/** Whether the token opens the copy of one of this process's signers at `now`. */
export function checkCopyToken(processId: string, token: string, now = Date.now()): CopyTokenCheck {
  const checked = checkToken({ purpose: PURPOSE, processId }, token, now);
  return checked.valid ? { valid: true, signerId: checked.holderId } : checked;
}
