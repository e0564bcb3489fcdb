/**
 * The /api/v1 lane: scripts/start.mjs hands every /api/v1 request here before the Next.js
 * router, and the lane gives it to the very router the catch-all route uses
 * (`dispatchApiRequest`, server/http/api-router.ts), so the matcher, throttle, credentials,
 * validation, compression and error bodies are the same code. What this skips is Next.js's
 * per-request work (route resolution, its request and response adapters, the web streams
 * between them), which cost more CPU than a whole key lookup and read
 * (docs/performance-notes.md). It leaves to Next.js only the spellings of a path Next.js
 * redirects or refuses itself (a trailing slash, an empty or dot segment, a malformed escape);
 * Next.js then hands what it routes to the same router.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { NextRequest } from "next/server";
import { API_PREFIX, apiPathSegments, dispatchApiRequest, isServedMethod } from "./api-router";

function requestHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, value);
  }
  return headers;
}

/**
 * Null for a request the Fetch API refuses to represent (Next.js then answers it). A method the
 * router refuses is read as a GET without a body: the Fetch API refuses some (TRACE, CONNECT),
 * and the refusal reads only the path and headers.
 */
function toNextRequest(request: IncomingMessage, served: boolean, url: string): NextRequest | null {
  const hasBody = served && request.method !== "GET";
  try {
    // Note: the origin is a placeholder; nothing reads it (links are built from APP_URL).
    return new NextRequest(`http://localhost${url}`, {
      method: served ? request.method : "GET",
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
  // Every answer is in memory already (an envelope, an error body, a file's bytes): one write,
  // with its Content-Length, costs less than piping a web stream into the socket.
  response.end(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
}

export type ApiLane = (request: IncomingMessage, response: ServerResponse) => Promise<void> | null;

/** The lane: for a request it serves, the promise of its answer being sent; null for one it leaves to Next.js. */
export function createApiLane(): ApiLane {
  return (request, response) => {
    const url = request.url ?? "";
    if (!url.startsWith(API_PREFIX)) return null;
    const method = request.method ?? "";
    const served = isServedMethod(method);
    const queryStart = url.indexOf("?");
    if (served && !apiPathSegments(queryStart === -1 ? url : url.slice(0, queryStart))) return null;
    const nextRequest = toNextRequest(request, served, url);
    if (!nextRequest) return null;
    return dispatchApiRequest(nextRequest, method, { compress: true }).then((answer) => sendResponse(answer, request, response));
  };
}

/**
 * Hands the lane to scripts/start.mjs, called once when the server starts. Note: on globalThis
 * because start.mjs is plain Node, outside the bundles Next.js builds.
 */
export function publishApiLane(): void {
  (globalThis as { __signetApiLane?: ApiLane }).__signetApiLane = createApiLane();
}
