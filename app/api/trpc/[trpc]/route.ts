import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { NextRequest } from "next/server";
import { requestToken, tokenSession } from "@/server/auth/session";
import { passesTwoFactorGate, trpcPaths } from "@/server/auth/two-factor-gate";
import { sessionIdOf } from "@/server/auth/user-sessions";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { clientIp } from "@/server/http/client-ip";
import { enforceBatchLimit, enforceDashboardThrottle } from "@/server/http/dashboard-throttle";
import { boundedRequest, requireJsonContentType } from "@/server/http/request-body";
import { appRouter } from "@/server/trpc/app-router";
import { toTrpcError } from "@/server/trpc/init";
import { logger } from "@/server/log/logger.mjs";

/**
 * Mutations must be JSON (the CSRF guard of the session cookie), at most 1 MiB and at most 20
 * calls; a request that is not is answered by tRPC itself, with the error thrown from
 * createContext, so the dashboard's client reads a tRPC error (415, 413) like any other.
 */
async function guard(request: NextRequest): Promise<{ request: NextRequest; refusal: AppError | null }> {
  try {
    enforceBatchLimit(request.nextUrl);
    if (request.method === "POST") requireJsonContentType(request);
    return { request: await boundedRequest(request), refusal: null };
  } catch (error) {
    if (error instanceof AppError) return { request, refusal: error };
    throw error;
  }
}

async function handler(incoming: NextRequest) {
  const { request, refusal } = await guard(incoming);
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: async () => {
      if (refusal) throw toTrpcError(refusal);
      const token = await requestToken(request);
      const ip = clientIp(request);
      // Keyed by the signed cookie's session before any database read, as /api/v1 counts before authenticating.
      const sessionId = sessionIdOf(token?.sid);
      await enforceDashboardThrottle(sessionId ? { sessionId } : { ip }).catch((error: unknown) => {
        throw error instanceof AppError ? toTrpcError(error) : error;
      });
      const db = await getDb();
      const session = await tokenSession(db, token);
      // Held back for two-factor set-up (server/auth/two-factor-gate.ts): signed out for anything else.
      const signedIn = session && (await passesTwoFactorGate(db, session.ctx, trpcPaths(request.url))) ? session : null;
      // Dashboard actions land in audit trails with the same evidence as API calls.
      const origin = { ip, userAgent: request.headers.get("user-agent") };
      return { db, session: signedIn ? { ...signedIn.ctx, origin, sessionId: signedIn.sessionId } : null };
    },
    // AppErrors' own headers (a throttle's Retry-After and X-RateLimit-*) reach the dashboard as they reach API clients.
    responseMeta({ errors }) {
      const headers = new Headers();
      for (const error of errors) {
        if (error.cause instanceof AppError) for (const [name, value] of Object.entries(error.cause.headers ?? {})) headers.set(name, value);
      }
      return { headers };
    },
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") logger().error({ err: error.cause ?? error }, `[trpc] ${path ?? "?"} failed`);
    },
  });
}

export { handler as GET, handler as POST };
