/**
 * The HTTP server `npm start` puts in front of Next.js (scripts/start.mjs builds it with the real
 * Next.js handler). For every request it records the socket address in X-Signet-Client-IP
 * (dropping any value a client sent), sets the security headers before anything answers (so
 * Next.js's own redirects and errors carry them too), hands /api/v1 to the lane
 * (server/http/api-lane.ts: the router of the catch-all route, without Next.js) once
 * instrumentation.ts published it, refuses methods nothing here serves, and bounds how long a
 * request may take to arrive. Each request gets its id (server/log/request-context.mjs): the
 * answer's X-Request-Id, and every log line written while it is handled.
 */
import http from "node:http";
import { isClientAbort } from "../server/log/client-abort.mjs";
import { logger } from "../server/log/logger.mjs";
import { REQUEST_ID_HEADER, requestIdFor, runWithRequestId } from "../server/log/request-context.mjs";
import { securityHeadersFor } from "./security-headers.mjs";

/** The methods some route outside /api/v1 serves; the lane answers /api/v1's own 405s. */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A request (headers and body) must have arrived this long after its headers. */
export const BODY_DEADLINE_MS = 30_000;
/** Presigned uploads of the local storage driver carry whole PDFs, from phones too. */
export const UPLOAD_DEADLINE_MS = 300_000;

function failed(request, response) {
  return (error) => {
    if (isClientAbort(error) || request.destroyed) {
      // One line, no stack: the client left (or was cut off at its deadline); nothing to fix here.
      logger().warn({ method: request.method, path: request.url?.split("?", 1)[0] }, "the client aborted the request");
    } else {
      logger().error({ err: error, method: request.method, path: request.url?.split("?", 1)[0] }, "request failed");
    }
    if (!response.headersSent && !response.destroyed) response.writeHead(500).end();
    else response.destroy();
  };
}

/**
 * A request still arriving at its deadline is answered 408 and its connection closed: a body
 * trickled a byte at a time would otherwise hold the connection (and a handler) for minutes.
 */
function enforceDeadline(request, response, bodyDeadlineMs) {
  // A request that declares no body has arrived whole with its headers.
  if (request.headers["content-length"] === undefined && request.headers["transfer-encoding"] === undefined) return;
  const upload = request.method === "PUT" && request.url?.startsWith("/api/storage/");
  const timer = setTimeout(() => {
    if (request.complete) return;
    logger().warn({ method: request.method, path: request.url?.split("?", 1)[0] }, "the request did not arrive within its deadline");
    if (!response.headersSent) response.writeHead(408, { connection: "close", "content-type": "text/plain" }).end("Request Timeout");
    response.once("finish", () => request.socket.destroy());
    if (response.writableFinished) request.socket.destroy();
  }, upload ? UPLOAD_DEADLINE_MS : bodyDeadlineMs);
  timer.unref();
  response.once("close", () => clearTimeout(timer));
}

/**
 * `handleNext(request, response)`: Next.js's request handler. `lane()`: the /api/v1 lane when
 * published, else undefined. `hsts`: the Strict-Transport-Security value, or null.
 * `bodyDeadlineMs`: BODY_DEADLINE_MS unless a test needs a shorter one.
 */
export function createFrontServer({ handleNext, lane, hsts = null, bodyDeadlineMs = BODY_DEADLINE_MS }) {
  const server = http.createServer((request, response) => {
    // Note: the sane id a proxy sent, or a new one, replaces the client's header, so that the
    // handlers behind (the lane, Next.js) read the very id the answer carries.
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER]);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader("X-Request-Id", requestId);
    runWithRequestId(requestId, () => serve(request, response));
  });
  const serve = (request, response) => {
    request.headers["x-signet-client-ip"] = request.socket.remoteAddress ?? "unknown";
    enforceDeadline(request, response, bodyDeadlineMs);
    // Note: set before anyone answers; a header a handler sets still wins over these.
    for (const [name, value] of securityHeadersFor(request.url ?? "/")) response.setHeader(name, value);
    if (hsts) response.setHeader("Strict-Transport-Security", hsts);

    let laneAnswer;
    try {
      laneAnswer = lane()?.(request, response);
    } catch (error) {
      // Note: thrown before its first await; caught here, not as an uncaught exception that stops the server.
      laneAnswer = Promise.reject(error);
    }
    if (laneAnswer) {
      laneAnswer.catch(failed(request, response));
      return;
    }
    if (!SERVED_METHODS.has(request.method)) {
      request.resume();
      response.writeHead(405, { allow: [...SERVED_METHODS].join(", "), "content-type": "text/plain", connection: "close" }).end("Method Not Allowed");
      return;
    }
    handleNext(request, response).catch(failed(request, response));
  };
  // Note: idle keep-alive connections stay open longer than a load balancer's or proxy's own idle
  // timeout (60 s on common ones). With Node's 5 s default the server closes a connection just as
  // the balancer reuses it, and a client gets a 502 or a connection reset for a healthy server.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Node's own backstop for the whole request; the per-request deadlines above are shorter.
  server.requestTimeout = UPLOAD_DEADLINE_MS;
  return server;
}
