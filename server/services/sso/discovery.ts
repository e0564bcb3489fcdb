/**
 * Reads a provider's discovery document when an owner saves the connection, so that a mistyped
 * issuer is refused with a sentence then, not found out by the first colleague signing in.
 */
import { z } from "zod";
import { env } from "../../env";
import { AppError } from "../../errors";

const DISCOVERY_TIMEOUT_MS = 5_000;
const DISCOVERY_MAX_BYTES = 256 * 1024;

const discoveryDocumentSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function discoveryFailed(issuer: string, why: string): AppError {
  return new AppError("SSO_DISCOVERY_FAILED", `The provider at ${issuer} could not be used: ${why}`);
}

/**
 * The issuer exactly as the provider names itself (ID tokens are checked against it). Plain
 * http is accepted only while the installation itself runs on http (a test or a laptop).
 */
export async function discoverIssuer(issuer: string): Promise<string> {
  if (issuer.startsWith("http://") && env().APP_URL.startsWith("https://")) {
    throw discoveryFailed(issuer, "its address must start with https://");
  }
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  let body: string;
  try {
    const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!response.ok) throw discoveryFailed(issuer, `${url} answered ${response.status}`);
    body = await response.text();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw discoveryFailed(issuer, `${url} could not be reached`);
  }
  if (body.length > DISCOVERY_MAX_BYTES) throw discoveryFailed(issuer, "its discovery document is too large");
  let document: z.output<typeof discoveryDocumentSchema>;
  try {
    document = discoveryDocumentSchema.parse(JSON.parse(body));
  } catch {
    throw discoveryFailed(issuer, `${url} is not an OpenID Connect discovery document`);
  }
  if (withoutTrailingSlash(document.issuer) !== withoutTrailingSlash(issuer)) {
    throw discoveryFailed(issuer, `it calls itself ${document.issuer}`);
  }
  return document.issuer;
}
