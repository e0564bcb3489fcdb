/**
 * next-auth for the dashboard: email and password, sessions in a signed JWT cookie.
 */
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db/client";
import { env } from "../env";
import { secrets } from "../secrets";
import { verifyCredentials } from "../services/users/verify-credentials";

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export function authOptions(): NextAuthOptions {
  // Note: next-auth v4 builds its callback URLs from NEXTAUTH_URL and reads nothing else;
  // APP_URL is our one setting for the public address, so it is handed over here.
  // eslint-disable-next-line no-restricted-properties -- handing our setting to next-auth, not reading one
  process.env.NEXTAUTH_URL ??= env().APP_URL;
  return {
    secret: secrets().authSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials) {
          if (!credentials?.email || !credentials.password) return null;
          const user = await verifyCredentials(await getDb(), credentials.email, credentials.password);
          return user ? { id: user.id, email: user.email, name: user.name } : null;
        },
      }),
    ],
    callbacks: {
      session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}

export function usesSecureCookies(): boolean {
  return env().APP_URL.startsWith("https://");
}
