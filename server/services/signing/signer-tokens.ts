/**
 * A signer's link carries a token of 256 random bits. It is stored as SHA-256 for lookup and
 * sealed with SECRET_KEY so that the link can be sent again without being kept in the clear.
 */
import { createHash, randomBytes } from "node:crypto";
import { open, seal } from "../../crypto/secret-box";
import { env } from "../../env";

const PURPOSE = "signer-token";

export interface IssuedSignerToken {
  token: string;
  tokenHash: string;
  tokenEncrypted: string;
}

export function hashSignerToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function issueSignerToken(): IssuedSignerToken {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashSignerToken(token), tokenEncrypted: seal(token, PURPOSE) };
}

export function signerTokenOf(tokenEncrypted: string): string {
  return open(tokenEncrypted, PURPOSE);
}

/** DESIGN.md, contract 5: `${APP_URL}/sign/<token>`. */
export function signerLink(token: string): string {
  return `${env().APP_URL}/sign/${token}`;
}

/** Tokens are base64url of 32 bytes; anything else cannot be one and is not looked up. */
export function isWellFormedSignerToken(candidate: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(candidate);
}
