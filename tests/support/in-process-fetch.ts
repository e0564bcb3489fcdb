/**
 * A fetch that answers /api/v1 requests with the route handlers in this process, found through
 * the operation registry, the way Next.js would route them: the typed client can then be tested
 * against the real server code and database without starting a server.
 */
import { NextRequest } from "next/server";
import { routesFor } from "@/server/http/api-route";
import { operations } from "@/server/services/operations";

const templates = [...new Set(operations.map((operation) => operation.path))].map((template) => ({
  template,
  pattern: new RegExp(`^/api/v1${template.replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`),
}));

export const inProcessFetch: typeof fetch = async (input, init) => {
  const request = new NextRequest(input instanceof Request ? input : new Request(input, init));
  const pathname = new URL(request.url).pathname;
  const match = templates.map((entry) => ({ entry, found: entry.pattern.exec(pathname) })).find(({ found }) => found);
  if (!match?.found) return Response.json({ statusCode: 404, message: `No route for ${pathname}` }, { status: 404 });
  request.headers.set("x-forwarded-for", "198.51.100.200");
  const handler = routesFor(match.entry.template)[request.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE"];
  const params = Object.fromEntries(Object.entries(match.found.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
  return handler(request, { params: Promise.resolve(params) });
};
