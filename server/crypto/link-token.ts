/**
 * The token of a link sent by email (a signer's link, an invitation): 256 random bits, stored as
 * SHA-256 for lookup and sealed with SECRET_KEY under the link's purpose, so that the link can be
 * sent again without being kept in the clear.
 */
import { createHash, randomBytes } from "node:crypto";
import { open, seal } from "./secret-box";

export interface IssuedLinkToken {
  token: string;
  tokenHash: string;
  tokenEncrypted: string;
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function issueLinkToken(purpose: string): IssuedLinkToken {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token), tokenEncrypted: seal(token, purpose) };
}

export function openLinkToken(tokenEncrypted: string, purpose: string): string {
  return open(tokenEncrypted, purpose);
}

/** Tokens are base64url of 32 bytes; anything else cannot be one and is not looked up. */
export function isWellFormedLinkToken(candidate: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(candidate);
}
