/**
 * next-auth's OpenID Connect provider for one organization's single sign-on, built from the
 * stored connection when a sign-in or callback names it (server/services/sso/).
 */
import { eq } from "drizzle-orm";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { open } from "../crypto/secret-box";
import type { Db } from "../db/client";
import { ssoConnections } from "../db/schema";
import { SSO_SECRET_PURPOSE, ssoProviderId } from "../services/sso/sso-connection";
import type { SsoClaims } from "../services/sso/sso-sign-in";

const PROVIDER_ID = /^sso-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The organization a provider id such as `sso-<organization id>` stands for, or null. */
export function ssoOrganizationOf(providerId: string | undefined): string | null {
  return PROVIDER_ID.exec(providerId ?? "")?.[1] ?? null;
}

export async function ssoProvider(db: Db, organizationId: string): Promise<OAuthConfig<SsoClaims> | null> {
  const [connection] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
  if (!connection) return null;
  return {
    id: ssoProviderId(organizationId),
    name: "Single sign-on",
    type: "oauth",
    wellKnown: `${connection.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
    clientId: connection.clientId,
    clientSecret: open(connection.clientSecretEncrypted, SSO_SECRET_PURPOSE),
    authorization: { params: { scope: "openid email profile" } },
    // The ID token, checked against the provider's keys, is what we read the person from.
    idToken: true,
    checks: ["pkce", "state", "nonce"],
    profile: (claims) => ({ id: claims.sub, email: typeof claims.email === "string" ? claims.email : null, name: typeof claims.name === "string" ? claims.name : null }),
  };
}
