/**
 * Serves the registry's /api/v1 operations straight from Node's request, in front of the
 * Next.js router: scripts/start.mjs hands every /api/v1 request here first. The handlers are the
 * very ones the route files export (`routesFor`), so the throttle, credentials, validation and
 * error bodies are the same; what this skips is the router's per-request work (route
 * resolution, its request and response adapters, the web streams between them), which cost
 * more CPU than a whole key lookup and read (docs/performance-notes.md). Anything it does not
 * recognise (another method, an unknown path, openapi.json, an odd spelling of a path) it
 * leaves to Next.js, which answers as before.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { NextRequest } from "next/server";
import { HTTP_METHODS, type HttpMethod } from "../services/operation";
import { operations } from "../services/operations";
import { AppError } from "../errors";
import { apiRoute, routesFor, type RouteHandler } from "./api-route";

const PREFIX = "/api/v1/";

/** One path template split into segments; a null segment is a parameter, named in `names`. */
interface Route {
  segments: (string | null)[];
  names: string[];
  handlers: Record<HttpMethod, RouteHandler>;
}

interface Match {
  route: Route;
  params: Record<string, string>;
}

function compileRoutes(): Route[] {
  const templates = [...new Set(operations.map((operation) => operation.path))];
  const routes = templates.map((template) => {
    const parts = template.split("/").slice(1);
    return {
      segments: parts.map((part) => (part.startsWith("{") ? null : part)),
      names: parts.flatMap((part) => (part.startsWith("{") ? [part.slice(1, -1)] : [])),
      handlers: routesFor(template),
    };
  });
  // As Next.js routes: at each segment a literal wins over a parameter, so the first match is the one.
  return routes.sort((a, b) => rank(b).localeCompare(rank(a)));
}

function rank(route: Route): string {
  return route.segments.map((segment) => (segment === null ? "0" : "1")).join("");
}

/** Null when a segment is not a plain one Next.js would route the same way. */
function decodeSegments(path: string): string[] | null {
  const segments = path.split("/");
  const decoded: string[] = [];
  for (const segment of segments) {
    if (segment === "" || segment === "." || segment === "..") return null;
    try {
      decoded.push(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  return decoded;
}

function matchRoute(routes: Route[], segments: string[]): Match | null {
  const route = routes.find((candidate) =>
    candidate.segments.length === segments.length && candidate.segments.every((segment, index) => segment === null || segment === segments[index]),
  );
  if (!route) return null;
  const values = segments.filter((_, index) => route.segments[index] === null);
  return { route, params: Object.fromEntries(route.names.map((name, index) => [name, values[index]!])) };
}

function requestHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, value);
  }
  return headers;
}

/** Null for a request the Fetch API refuses to represent (Next.js then answers it). */
function toNextRequest(request: IncomingMessage, method: HttpMethod, url: string): NextRequest | null {
  const hasBody = method !== "GET";
  try {
    // Note: the origin is a placeholder; nothing reads it (links are built from APP_URL).
    return new NextRequest(`http://localhost${url}`, {
      method,
      headers: requestHeaders(request),
      body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : undefined,
      duplex: hasBody ? "half" : undefined,
    });
  } catch {
    return null;
  }
}

async function sendResponse(answer: Response, request: IncomingMessage, response: ServerResponse): Promise<void> {
  response.statusCode = answer.status;
  // An answer given before the body was read whole (a 413, a refused key) leaves the rest of
  // the body on the connection: close it, so that no client sends its next request after it.
  if (!request.complete) response.setHeader("connection", "close");
  for (const [name, value] of answer.headers) {
    if (name !== "set-cookie") response.setHeader(name, value);
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) response.setHeader("set-cookie", cookies);
  if (!answer.body) {
    response.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream), response);
  } catch (error) {
    // A client that goes away before the end (a phone leaving a page mid-image) is not a failure.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
  }
}

export type ApiLane = (request: IncomingMessage, response: ServerResponse) => Promise<void> | null;

/**
 * The lane: for a request it serves, the promise of its answer being sent; null for one it
 * leaves to Next.js. Routes are compiled once, on the first call.
 */
export function createApiLane(): ApiLane {
  let routes: Route[] | null = null;
  return (request, response) => {
    const url = request.url ?? "";
    if (!url.startsWith(PREFIX)) return null;
    const method = request.method as HttpMethod;
    // Every other method (HEAD, OPTIONS, TRACE, PROPFIND…) answers 405 on every /api/v1 path,
    // behind the throttle like any request there: Next.js would run GET's side effects for a
    // HEAD (a signing link marked opened), answer OPTIONS 204 and others 400 or 500.
    if (!HTTP_METHODS.includes(method)) return refuseMethod(request, response, url);
    const queryStart = url.indexOf("?");
    const segments = decodeSegments(url.slice(PREFIX.length, queryStart === -1 ? undefined : queryStart));
    if (!segments) return null;
    routes ??= compileRoutes();
    const match = matchRoute(routes, segments);
    if (!match) return null;

    const nextRequest = toNextRequest(request, method, url);
    if (!nextRequest) return null;
    return match.route.handlers[method](nextRequest, { params: Promise.resolve(match.params) }).then((answer) => sendResponse(answer, request, response));
  };
}

/** The 405 error body for a method /api/v1 does not serve; a HEAD gets its headers only. */
function refuseMethod(request: IncomingMessage, response: ServerResponse, url: string): Promise<void> {
  const method = request.method ?? "";
  const refuse = apiRoute({ auth: "none" }, async () => {
    throw new AppError("METHOD_NOT_ALLOWED", `${method} is not supported: /api/v1 serves ${HTTP_METHODS.join(", ")}`);
  });
  // Note: the Fetch API refuses to build a request with some methods (TRACE, CONNECT); the
  // refusal reads only the path and headers, so a GET stands in and the body names the method sent.
  const stand = new NextRequest(`http://localhost${url}`, { method: "GET", headers: requestHeaders(request) });
  return refuse(stand, { params: Promise.resolve({}) }).then(async (answer) => {
    const headers = new Headers(answer.headers);
    headers.set("allow", HTTP_METHODS.join(", "));
    const refusal = method === "HEAD"
      ? new Response(null, { status: answer.status, headers })
      : Response.json({ ...((await answer.json()) as object), method }, { status: answer.status, headers });
    return sendResponse(refusal, request, response);
  });
}

/**
 * Hands the lane to scripts/start.mjs, called once when the server starts. Note: on globalThis
 * because start.mjs is plain Node, outside the bundles Next.js builds.
 */
export function publishApiLane(): void {
  (globalThis as { __signetApiLane?: ApiLane }).__signetApiLane = createApiLane();
}
