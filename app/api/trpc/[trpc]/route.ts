import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { NextRequest } from "next/server";
import { requestSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { clientIp } from "@/server/http/client-ip";
import { appRouter } from "@/server/trpc/app-router";

function handler(request: NextRequest) {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: async () => {
      const db = await getDb();
      const session = await requestSessionContext(db, request);
      // Dashboard actions land in audit trails with the same evidence as API calls.
      const origin = { ip: clientIp(request), userAgent: request.headers.get("user-agent") };
      return { db, session: session ? { ...session, origin } : null };
    },
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`[trpc] ${path ?? "?"} failed:`, error.cause ?? error);
    },
  });
}

export { handler as GET, handler as POST };
