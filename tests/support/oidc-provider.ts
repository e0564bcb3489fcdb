/**
 * A real OpenID Connect provider for tests (the oidc-provider package) on 127.0.0.1. It has one
 * confidential client and signs in whichever account the test names with `signInAs`, without a
 * login page: the interaction a browser is sent to finishes at once, and consent is granted.
 * ID tokens carry the account's claims (email, email_verified, name and any others, such as
 * groups), as many providers are set up to do.
 */
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";

export interface TestOidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in at the provider becomes. */
  signInAs(account: TestOidcAccount): void;
  /** How many sign-ins the provider has finished. */
  signIns(): number;
  close(): Promise<void>;
}

export async function startOidcProvider(options: { redirectUris: string[]; extraClaims?: string[] }): Promise<TestOidcProvider> {
  const clientId = "signet-test";
  const clientSecret = "a-test-client-secret-of-enough-length";
  let account: TestOidcAccount | null = null;
  let finished = 0;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", alg: "RS256", use: "sig" } as never] },
    cookies: { keys: ["a-test-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", ...(options.extraClaims ?? [])] },
    conformIdTokenClaims: false,
    ttl: { Session: 600, Interaction: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => {
      if (!account || account.sub !== sub) return undefined;
      const claims = { ...account };
      return { accountId: sub, claims: () => claims };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Consent is the test's given: every client asking is granted what it asks.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith("/interaction/")) return void callback(request, response);
    void (async () => {
      try {
        if (!account) throw new Error("The test named no account to sign in (signInAs)");
        await provider.interactionDetails(request, response);
        finished += 1;
        await provider.interactionFinished(request, response, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      } catch (error) {
        response.statusCode = 500;
        response.end(String(error));
      }
    })();
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      account = next;
    },
    signIns: () => finished,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
