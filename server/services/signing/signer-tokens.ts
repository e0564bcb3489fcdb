/** A signer's link (server/crypto/link-token.ts): `${APP_URL}/sign/<token>`. */
import { hashLinkToken, isWellFormedLinkToken, issueLinkToken, openLinkToken, type IssuedLinkToken } from "../../crypto/link-token";
import { env } from "../../env";

const PURPOSE = "signer-token";

export type IssuedSignerToken = IssuedLinkToken;

export const hashSignerToken = hashLinkToken;
export const isWellFormedSignerToken = isWellFormedLinkToken;

export function issueSignerToken(): IssuedSignerToken {
  return issueLinkToken(PURPOSE);
}

export function signerTokenOf(tokenEncrypted: string): string {
  return openLinkToken(tokenEncrypted, PURPOSE);
}

/** DESIGN.md, contract 5: `${APP_URL}/sign/<token>`. */
export function signerLink(token: string): string {
  return `${env().APP_URL}/sign/${token}`;
}
