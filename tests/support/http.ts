/** Calls a route handler the way Next.js does: a NextRequest in, a Response out. */
import { NextRequest } from "next/server";
import * as catchAll from "@/app/api/v1/[...path]/route";
import type { RouteHandler } from "@/server/http/api-route";
import type { HttpMethod } from "@/server/services/operation";

export interface CallOptions {
  apiKey?: string;
  bearer?: string;
  body?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
  ip?: string;
}

let ipCounter = 0;

/** A different client address per call unless one is given, so the burst throttle stays out of the way. */
function nextIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter % 250}:${ipCounter}`;
}

export async function call(handler: RouteHandler, method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.apiKey) headers.set("x-api-key", options.apiKey);
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  headers.set("x-forwarded-for", options.ip ?? nextIp());
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const request = new NextRequest(new URL(path, "http://localhost:3000"), { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

/**
 * The handlers of one /api/v1 path template, e.g. routeAt("/signing-processes/{id}"), as a route
 * file would export them: each sends the request through the catch-all route (the one router,
 * server/http/api-router.ts) at the path the template and the call's params make, keeping the
 * request's query, headers and body. The request's own path is not read.
 */
export function routeAt(template: string): Record<HttpMethod, RouteHandler> {
  const forward = (method: HttpMethod): RouteHandler => async (request, context) => {
    const params = (await context.params) ?? {};
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      if (typeof value !== "string") throw new Error(`routeAt("${template}") needs params.${name}`);
      return encodeURIComponent(value);
    });
    const url = new URL(`/api/v1${path}${new URL(request.url).search}`, request.url);
    const body = request.body ?? undefined;
    return catchAll[method](new NextRequest(url, { method: request.method, headers: request.headers, body, duplex: body ? "half" : undefined }));
  };
  return { GET: forward("GET"), POST: forward("POST"), PUT: forward("PUT"), PATCH: forward("PATCH"), DELETE: forward("DELETE") };
}
