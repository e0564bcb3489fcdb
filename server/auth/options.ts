/**
 * next-auth for the dashboard: email and password; the signed JWT cookie names a session kept
 * on the server (server/auth/user-sessions.ts), which signing out ends.
 */
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db/client";
import { env } from "../env";
import { secrets } from "../secrets";
import { sameSitePath } from "@/lib/same-site-path";
import { clientIp } from "../http/client-ip";
import { rememberedDeviceOf, setRememberedDeviceCookie } from "./remembered-device-cookie";
import { signIn } from "./sign-in";
import { endUserSession, SESSION_LIMITS, sessionIdOf, startUserSession } from "./user-sessions";

declare module "next-auth/jwt" {
  interface JWT {
    /** The `user_sessions` row this cookie belongs to. */
    sid?: string;
  }
}

/** The sign-in error for an email or address that failed too often (server/auth/sign-in-throttle.ts). */
export const SIGN_IN_THROTTLED = "SignInThrottled";
/** The password was right and two-factor is on: the login page asks for a code and sends everything again. */
export const TWO_FACTOR_CODE_NEEDED = "TwoFactorCodeNeeded";
export const TWO_FACTOR_CODE_WRONG = "TwoFactorCodeWrong";

export function authOptions(): NextAuthOptions {
  // Note: next-auth v4 builds its callback URLs from NEXTAUTH_URL and reads nothing else;
  // APP_URL is our one setting for the public address, so it is handed over here.
  // eslint-disable-next-line no-restricted-properties -- handing our setting to next-auth, not reading one
  process.env.NEXTAUTH_URL ??= env().APP_URL;
  return {
    secret: secrets().authSecret,
    session: { strategy: "jwt", maxAge: SESSION_LIMITS.maxAgeMs / 1000 },
    pages: { signIn: "/login" },
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
          const ip = clientIp({ headers: new Headers(request.headers as Record<string, string> | undefined) });
          const db = await getDb();
          const { code } = credentials;
          const rememberedDevice = rememberedDeviceOf((request.headers as Record<string, string> | undefined)?.cookie);
          const result = await signIn(db, { email: credentials.email, password: credentials.password, ip, code, rememberedDevice });
          // Note: the route answers lockouts with 429 first; this is for one that began meanwhile.
          // next-auth hands a thrown message to signIn() as its error.
          if (result.outcome === "throttled") throw new Error(SIGN_IN_THROTTLED);
          if (result.outcome === "codeNeeded") throw new Error(TWO_FACTOR_CODE_NEEDED);
          if (result.outcome === "wrongCode") throw new Error(TWO_FACTOR_CODE_WRONG);
          if (result.outcome === "signedIn" && code && credentials.rememberDevice === "1") await setRememberedDeviceCookie(db, result.user.id);
          return result.outcome === "signedIn" ? { id: result.user.id, email: result.user.email, name: result.user.name } : null;
        },
      }),
    ],
    callbacks: {
      // next-auth's own check lets `https://site//evil` through (same origin, a path a browser reads as a host).
      redirect({ url, baseUrl }) {
        const path = sameSitePath(url, baseUrl);
        return path === null ? baseUrl : `${baseUrl}${path}`;
      },
      async jwt({ token, user }) {
        // `user` is there only on signing in: the one moment a session begins.
        if (user) token.sid = await startUserSession(await getDb(), user.id);
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
