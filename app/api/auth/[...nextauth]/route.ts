import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions, SIGN_IN_THROTTLED } from "@/server/auth/options";
import { signInLockout, signInSubjects } from "@/server/auth/sign-in-throttle";
import { ssoOrganizationOf, ssoProvider } from "@/server/auth/sso-provider";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { toErrorResponse } from "@/server/http/api-route";
import { clientIp } from "@/server/http/client-ip";
import { rateLimitHeaders } from "@/server/throttle/rate-limiter";
import { boundedRequest } from "@/server/http/request-body";

interface Context {
  params: Promise<{ nextauth: string[] }>;
}

/**
 * A locked-out email or address is answered 429 here, before next-auth runs any password
 * check; the body carries the `url` that next-auth's signIn() reads its error from.
 */
async function lockedOut(request: NextRequest, context: Context): Promise<Response | null> {
  const [action, provider] = (await context.params).nextauth ?? [];
  if (request.method !== "POST" || action !== "callback" || provider !== "credentials") return null;
  const form = new URLSearchParams(await request.clone().text());
  const subjects = signInSubjects(form.get("email") ?? "", clientIp(request));
  const lockout = await signInLockout(await getDb(), [subjects.email, subjects.ip]);
  if (!lockout) return null;
  const headers = {
    ...rateLimitHeaders({ allowed: false, limit: lockout.limit, remaining: 0, resetAt: lockout.resetAt }),
    "Retry-After": String(lockout.retryAfterSeconds),
  };
  const url = `${env().APP_URL}/login?error=${SIGN_IN_THROTTLED}`;
  return Response.json({ url, message: "Too many failed sign-ins; retry after the time in Retry-After" }, { status: 429, headers });
}

// Built per request so that nothing reads secrets while Next.js builds the app.
async function handler(incoming: NextRequest, context: Context) {
  let request: NextRequest;
  try {
    // next-auth would read a body of any size.
    request = await boundedRequest(incoming);
  } catch (error) {
    return toErrorResponse(incoming, error);
  }
  const locked = await lockedOut(request, context);
  if (locked) return locked;
  // Only the provider a sign-in or callback names is built: one organization's connection.
  const organizationId = ssoOrganizationOf((await context.params).nextauth?.[1]);
  const sso = organizationId ? await ssoProvider(await getDb(), organizationId) : null;
  const device = { ip: clientIp(request), userAgent: request.headers.get("user-agent") };
  return NextAuth(authOptions({ providers: sso ? [sso] : [], device }))(request, context);
}

export { handler as GET, handler as POST };
