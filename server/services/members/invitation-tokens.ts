/** An invitation's link (server/crypto/link-token.ts): `${APP_URL}/invite/<token>`, 7 days, once. */
import { issueLinkToken, openLinkToken, type IssuedLinkToken } from "../../crypto/link-token";
import { env } from "../../env";

const PURPOSE = "member-invitation";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export function issueInvitationToken(): IssuedLinkToken {
  return issueLinkToken(PURPOSE);
}

export function invitationLink(tokenEncrypted: string): string {
  return `${env().APP_URL}/invite/${openLinkToken(tokenEncrypted, PURPOSE)}`;
}
