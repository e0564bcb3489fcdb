/**
 * The one router of /api/v1. Every request there, whichever server received it (the catch-all
 * route app/api/v1/[...path]/route.ts under Next.js, or the lane scripts/start.mjs runs in front
 * of Next.js, server/http/api-lane.ts), goes through `dispatchApiRequest`: one path matcher over
 * the operation registry, one answer for a method /api/v1 does not serve, one 404. The lane
 * asks it to compress (compress-answer.ts); under Next.js, Next.js compresses. A new operation needs no route file: declaring it in the registry is enough.
 */
import { NextRequest } from "next/server";
import { AppError } from "../errors";
import { metrics } from "../metrics/metrics";
import { HTTP_METHODS, type HttpMethod } from "../services/operation";
import { operations } from "../services/operations";
import { apiRoute, openApiRoutes, routesFor, type RouteHandler } from "./api-route";
import { compressAnswer } from "./compress-answer";
import { logger } from "../log/logger.mjs";
import { REQUEST_ID_HEADER, requestIdFor, runWithRequestId } from "../log/request-context.mjs";

export const API_PREFIX = "/api/v1/";

/** One path template split into segments; a null segment is a parameter, named in `names`. */
interface Route {
  /** As the registry writes it ("/signing-processes/{id}"): the metrics' route label. */
  template: string;
  segments: (string | null)[];
  names: string[];
  handlers: Record<HttpMethod, RouteHandler>;
}

interface Match {
  route: Route;
  params: Record<string, string>;
}

function compileRoute(template: string, handlers: Record<HttpMethod, RouteHandler>): Route {
  const parts = template.split("/").slice(1);
  return {
    template,
    segments: parts.map((part) => (part.startsWith("{") ? null : part)),
    names: parts.flatMap((part) => (part.startsWith("{") ? [part.slice(1, -1)] : [])),
    handlers,
  };
}

function compileRoutes(): Route[] {
  const templates = [...new Set(operations.map((operation) => operation.path))];
  const routes = [
    ...templates.map((template) => compileRoute(template, routesFor(template))),
    compileRoute("/openapi.json", openApiRoutes()),
  ];
  // At each segment a literal wins over a parameter (/templates/catalogue before /templates/{id}),
  // so the first match is the one.
  return routes.sort((a, b) => rank(b).localeCompare(rank(a)));
}

function rank(route: Route): string {
  return route.segments.map((segment) => (segment === null ? "0" : "1")).join("");
}

/** The route label of a request no operation serves: a raw path would make one series per path. */
const UNMATCHED_ROUTE = "unmatched";

/** Counts the answer in this instance's metrics (its body may still be streaming). */
function counted(method: string, route: string, started: number, answer: Response): Response {
  const { httpRequests, httpDuration } = metrics();
  const seconds = (performance.now() - started) / 1000;
  httpRequests.inc({ method, route, status: String(answer.status) });
  httpDuration.observe({ method, route }, seconds);
  // Note: the route's template, never the path, which may hold a signer's token.
  logger().debug({ method, route, status: answer.status, durationMs: Math.round(seconds * 1000) }, "api request answered");
  return answer;
}

/** The answer with X-Request-Id; a copy when its headers are immutable (a fetched or redirect Response). */
function withRequestId(answer: Response, requestId: string): Response {
  try {
    answer.headers.set(REQUEST_ID_HEADER, requestId);
    return answer;
  } catch {
    const copy = new Response(answer.body, answer);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

let compiled: Route[] | null = null;
/** Compiled on the first request: the registry's modules are loaded by then. */
const routes = () => (compiled ??= compileRoutes());

/**
 * The decoded segments of an /api/v1 path, or null for a spelling no operation is reached by: a
 * trailing slash, an empty or dot segment, a malformed escape. (Next.js redirects or refuses
 * those itself; the lane leaves them to it.)
 */
export function apiPathSegments(pathname: string): string[] | null {
  if (!pathname.startsWith(API_PREFIX)) return null;
  const decoded: string[] = [];
  for (const segment of pathname.slice(API_PREFIX.length).split("/")) {
    if (segment === "" || segment === "." || segment === "..") return null;
    try {
      decoded.push(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  return decoded;
}

function matchRoute(segments: string[]): Match | null {
  const route = routes().find((candidate) =>
    candidate.segments.length === segments.length && candidate.segments.every((segment, index) => segment === null || segment === segments[index]),
  );
  if (!route) return null;
  const values = segments.filter((_, index) => route.segments[index] === null);
  return { route, params: Object.fromEntries(route.names.map((name, index) => [name, values[index]!])) };
}

export function isServedMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method);
}

// Behind the burst throttle like every request to /api/v1.
const notFound = apiRoute({ auth: "none" }, async ({ request }) => {
  throw new AppError("NOT_FOUND", `No endpoint ${request.method} ${new URL(request.url).pathname}`);
});

/**
 * Every other method (HEAD, OPTIONS, TRACE, PROPFIND…) answers 405 on every /api/v1 path, behind
 * the throttle: left to Next.js, a HEAD would run GET's side effects (a signing link marked
 * opened), OPTIONS would answer 204 and others 400 or 500. A HEAD gets the headers only.
 */
async function refuseMethod(request: NextRequest, method: string): Promise<Response> {
  const refuse = apiRoute({ auth: "none" }, async () => {
    throw new AppError("METHOD_NOT_ALLOWED", `${method} is not supported: /api/v1 serves ${HTTP_METHODS.join(", ")}`);
  });
  const answer = await refuse(request, { params: Promise.resolve({}) });
  const headers = new Headers(answer.headers);
  headers.set("allow", HTTP_METHODS.join(", "));
  if (method === "HEAD") return new Response(null, { status: answer.status, headers });
  // The body names the method sent, which may differ from the request's (see dispatchApiRequest).
  return Response.json({ ...((await answer.json()) as object), method }, { status: answer.status, headers });
}

/**
 * Answers one /api/v1 request. `method` is the method the client sent; it differs from
 * `request.method` only when the Fetch API cannot represent it (TRACE, CONNECT), where a GET
 * without a body stands in and is refused as that method.
 */
export async function dispatchApiRequest(request: Request, method: string = request.method, options: { compress?: boolean } = {}): Promise<Response> {
  // Note: behind `npm start` the front server has chosen the id already and sent it in the header.
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
  return withRequestId(await runWithRequestId(requestId, () => answerApiRequest(request, method, options)), requestId);
}

async function answerApiRequest(request: Request, method: string, { compress = false }: { compress?: boolean }): Promise<Response> {
  const nextRequest = request instanceof NextRequest ? request : new NextRequest(request);
  const started = performance.now();
  // Any other method counts as OTHER: a label per made-up method would be a series per request.
  if (!isServedMethod(method)) return counted("OTHER", UNMATCHED_ROUTE, started, await refuseMethod(nextRequest, method));
  const segments = apiPathSegments(nextRequest.nextUrl.pathname);
  const match = segments ? matchRoute(segments) : null;
  const handler = match ? match.route.handlers[method] : notFound;
  const answer = counted(method, match?.route.template ?? UNMATCHED_ROUTE, started, await handler(nextRequest, { params: Promise.resolve(match?.params ?? {}) }));
  // Note: only the lane asks; under Next.js its own compression (gzip) runs after the route and
  // would compress an encoded answer again, dropping our Content-Encoding (seen under next start).
  return compress ? compressAnswer(nextRequest, answer) : answer;
}
