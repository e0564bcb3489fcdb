/**
 * next-auth for the dashboard: email and password; the signed JWT cookie names a session kept
 * on the server (server/auth/user-sessions.ts), which signing out ends.
 */
import type { NextAuthOptions } from "next-auth";
import type { Provider } from "next-auth/providers/index";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db/client";
import { env } from "../env";
import { secrets } from "../secrets";
import { sameSitePath } from "@/lib/same-site-path";
import { clientIp } from "../http/client-ip";
import { completeSsoSignIn, type SsoClaims } from "../services/sso/sso-sign-in";
import { rememberedDeviceOf, setRememberedDeviceCookie } from "./remembered-device-cookie";
import { signIn } from "./sign-in";
import { ssoOrganizationOf } from "./sso-provider";
import { endUserSession, SESSION_LIMITS, sessionIdOf, startUserSession, type SessionDevice } from "./user-sessions";

declare module "next-auth" {
  interface User {
    /** Where the sign-in came from, kept on its session (Settings, "Your sessions"). */
    device?: SessionDevice;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The `user_sessions` row this cookie belongs to. */
    sid?: string;
  }
}

/** The sign-in error for an email or address that failed too often (server/auth/sign-in-throttle.ts). */
export const SIGN_IN_THROTTLED = "SignInThrottled";
/** The sign-in error for a password sign-in of someone whose organization requires single sign-on. */
export const SSO_REQUIRED = "SsoRequired";
/** The password was right and two-factor is on: the login page asks for a code and sends everything again. */
export const TWO_FACTOR_CODE_NEEDED = "TwoFactorCodeNeeded";
export const TWO_FACTOR_CODE_WRONG = "TwoFactorCodeWrong";

/**
 * `sso`: the single sign-on provider a request names, if any (server/auth/sso-provider.ts), and
 * the device of that request, which a callback from the provider signs in.
 */
export function authOptions(sso: { providers: Provider[]; device: SessionDevice } = { providers: [], device: { ip: null, userAgent: null } }): NextAuthOptions {
  // Note: next-auth v4 builds its callback URLs from NEXTAUTH_URL and reads nothing else;
  // APP_URL is our one setting for the public address, so it is handed over here.
  // eslint-disable-next-line no-restricted-properties -- handing our setting to next-auth, not reading one
  process.env.NEXTAUTH_URL ??= env().APP_URL;
  return {
    secret: secrets().authSecret,
    session: { strategy: "jwt", maxAge: SESSION_LIMITS.maxAgeMs / 1000 },
    // Refusals and provider failures land on the sign-in page, which says them in a sentence.
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          // Two-factor sign-in's second step (server/auth/sign-in.ts): a code, and "1" to remember the device.
          code: { label: "Code", type: "text" },
          rememberDevice: { label: "Remember this device", type: "checkbox" },
        },
        async authorize(credentials, request) {
          if (!credentials?.email || !credentials.password) return null;
          const headers = new Headers(request.headers as Record<string, string> | undefined);
          const ip = clientIp({ headers });
          const db = await getDb();
          const { code } = credentials;
          const rememberedDevice = rememberedDeviceOf(headers.get("cookie") ?? undefined);
          const result = await signIn(db, { email: credentials.email, password: credentials.password, ip, code, rememberedDevice });
          // Note: the route answers lockouts with 429 first; this is for one that began meanwhile.
          // next-auth hands a thrown message to signIn() as its error.
          if (result.outcome === "throttled") throw new Error(SIGN_IN_THROTTLED);
          if (result.outcome === "ssoRequired") throw new Error(SSO_REQUIRED);
          if (result.outcome === "codeNeeded") throw new Error(TWO_FACTOR_CODE_NEEDED);
          if (result.outcome === "wrongCode") throw new Error(TWO_FACTOR_CODE_WRONG);
          if (result.outcome === "signedIn" && code && credentials.rememberDevice === "1") await setRememberedDeviceCookie(db, result.user.id);
          const device = { ip, userAgent: headers.get("user-agent") };
          return result.outcome === "signedIn" ? { id: result.user.id, email: result.user.email, name: result.user.name, device } : null;
        },
      }),
      ...sso.providers,
    ],
    callbacks: {
      async signIn({ user, account, profile }) {
        const organizationId = ssoOrganizationOf(account?.provider);
        if (!organizationId) return true;
        const result = await completeSsoSignIn(await getDb(), organizationId, profile as SsoClaims);
        if (result.outcome === "refused") return `${env().APP_URL}/login?error=${result.reason}`;
        // next-auth makes the session's subject from this object after this callback: our user, not the provider's.
        Object.assign(user, result.user, { device: sso.device });
        return true;
      },
      // next-auth's own check lets `https://site//evil` through (same origin, a path a browser reads as a host).
      redirect({ url, baseUrl }) {
        const path = sameSitePath(url, baseUrl);
        return path === null ? baseUrl : `${baseUrl}${path}`;
      },
      async jwt({ token, user }) {
        // `user` is there only on signing in: the one moment a session begins.
        if (user) token.sid = await startUserSession(await getDb(), user.id, new Date(), user.device);
        return token;
      },
      session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        const sessionId = sessionIdOf(token?.sid);
        if (sessionId) await endUserSession(await getDb(), sessionId);
      },
    },
  };
}

export function usesSecureCookies(): boolean {
  return env().APP_URL.startsWith("https://");
}
