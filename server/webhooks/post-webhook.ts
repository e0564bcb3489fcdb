/**
 * One webhook HTTP request. node:http(s) rather than fetch, because it lets the connection be
 * pinned to the address target-policy.ts checked (the `lookup` option) while the Host header
 * and TLS certificate check still use the URL's name. Redirects are never followed (a 3xx is
 * just a status), the whole exchange is bounded by a timeout, and at most the first 1 KB of
 * the response is read, so a hostile receiver cannot hold a worker or fill the log.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedAddress } from "./target-policy";

export const RESPONSE_BODY_LIMIT = 1024;

export interface PostWebhookRequest {
  url: URL;
  body: string;
  headers: Record<string, string>;
  /** Connect to this address instead of resolving the URL's host again. */
  pinned: ResolvedAddress | null;
  timeoutMs: number;
}

export interface PostWebhookResult {
  /** Null when no response arrived. */
  statusCode: number | null;
  /** Why no response arrived; null when one did. */
  error: string | null;
  /** The first RESPONSE_BODY_LIMIT bytes of the response body, as UTF-8. */
  responseBody: string | null;
  /** The Location header of a redirect, which is reported, never followed. */
  location: string | null;
  durationMs: number;
}

function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    // Node asks for every address (`all`) when it races IPv4 and IPv6 (autoSelectFamily).
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

/** Postgres text cannot hold NUL; a receiver may answer anything. */
export function storableText(text: string): string {
  return text.replace(/\u0000/g, "");
}

function describeError(error: Error & { code?: string }): string {
  const message = error.message || error.code || "Request failed";
  return storableText(message).slice(0, 500);
}

export function postWebhook(request: PostWebhookRequest): Promise<PostWebhookResult> {
  const client = request.url.protocol === "https:" ? https : http;
  const body = Buffer.from(request.body, "utf8");
  const started = performance.now();

  return new Promise((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    let location: string | null = null;
    const chunks: Buffer[] = [];
    let received = 0;

    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve({
        statusCode,
        error: statusCode === null ? (error ?? "The connection closed without a response") : null,
        responseBody: statusCode === null ? null : storableText(Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString("utf8")),
        location,
        durationMs: Math.round(performance.now() - started),
      });
    };

    // Note: once the status line has arrived, the status decides; a body still trickling in
    // when time runs out is simply cut off.
    const timer = setTimeout(() => finish(`No response within ${request.timeoutMs / 1000} seconds`), request.timeoutMs);

    const outgoing = client.request(request.url, {
      method: "POST",
      headers: { ...request.headers, "Content-Length": String(body.byteLength) },
      // A fresh connection each time: a pooled socket could lead to an address checked for
      // another URL.
      agent: false,
      lookup: request.pinned ? pinnedLookup(request.pinned) : undefined,
    });
    outgoing.on("response", (response) => {
      statusCode = response.statusCode ?? null;
      location = typeof response.headers.location === "string" ? storableText(response.headers.location).slice(0, 500) : null;
      response.on("data", (chunk: Buffer) => {
        if (received < RESPONSE_BODY_LIMIT) chunks.push(chunk);
        received += chunk.byteLength;
        if (received >= RESPONSE_BODY_LIMIT) finish(null);
      });
      response.on("end", () => finish(null));
      response.on("error", () => finish(null));
      response.on("close", () => finish(null));
    });
    outgoing.on("error", (error) => finish(describeError(error)));
    outgoing.end(body);
  });
}
