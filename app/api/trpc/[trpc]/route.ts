import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { NextRequest } from "next/server";
import { requestSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { clientIp } from "@/server/http/client-ip";
import { boundedRequest, requireJsonContentType } from "@/server/http/request-body";
import { appRouter } from "@/server/trpc/app-router";
import { toTrpcError } from "@/server/trpc/init";

/**
 * Mutations must be JSON (the CSRF guard of the session cookie) and at most 1 MiB; a request
 * that is not is answered by tRPC itself, with the error thrown from createContext, so the
 * dashboard's client reads a tRPC error (415, 413) like any other.
 */
async function guard(request: NextRequest): Promise<{ request: NextRequest; refusal: AppError | null }> {
  try {
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
      const db = await getDb();
      const session = await requestSessionContext(db, request);
      // Dashboard actions land in audit trails with the same evidence as API calls.
      const origin = { ip: clientIp(request), userAgent: request.headers.get("user-agent") };
      return { db, session: session ? { ...session, origin } : null };
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
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`[trpc] ${path ?? "?"} failed:`, error.cause ?? error);
    },
  });
}

export { handler as GET, handler as POST };
