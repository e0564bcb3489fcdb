/**
 * The one wrapper every /api/v1 route goes through: burst throttle, credentials, body and
 * query reading, the success envelope, and the mapping of every error to the spec's body.
 * Handlers stay thin: take the context and raw input, call one service, return its result.
 */
import type { NextRequest } from "next/server";
import { getDb } from "../db/client";
import { env } from "../env";
import { AppError } from "../errors";
import { requestSessionContext } from "../auth/session";
import { authenticateApiKey } from "../services/api-keys/authenticate-api-key";
import type { RequestOrigin, ServiceContext } from "../services/context";
import { clientIp } from "./client-ip";
import { rateLimitHeaders, rateLimiter } from "./rate-limiter";
import { queryObject, readJsonBody } from "./request-body";
import { errorResponse, successResponse } from "./responses";

export type RouteParams = Record<string, string | string[] | undefined>;
export interface RouteContext {
  params: Promise<RouteParams>;
}

type Credentials = "apiKey" | "apiKeyOrSession" | "none";

interface HandlerArgs<C> {
  ctx: C;
  request: NextRequest;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** The parsed JSON body: undefined when there is none. Services validate it. */
  body: unknown;
  /** The client's address and user agent, for the audit trail. */
  origin: RequestOrigin;
}

/** Lets a handler choose its status (a commit answers 201 or 200) and add headers (a Set-Cookie). */
export class ApiResult {
  constructor(
    readonly data: unknown,
    readonly status: number,
    readonly headers: Record<string, string> = {},
  ) {}
}

interface RouteOptions<A extends Credentials> {
  auth?: A;
  /** Success status when the handler returns plain data. */
  status?: number;
  /** Whether to read a JSON body. */
  body?: boolean;
}

type ContextFor<A extends Credentials> = A extends "none" ? null : ServiceContext;

export type RouteHandler = (request: NextRequest, context: RouteContext) => Promise<Response>;

const API_KEY_HEADER = "x-api-key";

function presentedApiKey(request: Request): string | null {
  const direct = request.headers.get(API_KEY_HEADER);
  if (direct) return direct.trim();
  const authorization = request.headers.get("authorization");
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1]!.trim() : null;
}

async function resolveCredentials(request: NextRequest, mode: Credentials): Promise<ServiceContext | null> {
  if (mode === "none") return null;
  const db = await getDb();
  const key = presentedApiKey(request);
  if (key) {
    const ctx = await authenticateApiKey(db, key);
    if (!ctx) throw new AppError("UNAUTHENTICATED", "The API key is invalid, expired or revoked");
    return ctx;
  }
  if (mode === "apiKeyOrSession") {
    const ctx = await requestSessionContext(db, request);
    if (ctx) return ctx;
  }
  throw new AppError("UNAUTHENTICATED", "An API key is required: send it as X-API-Key or Authorization: Bearer");
}

function flattenParams(params: RouteParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join("/") : (value ?? "")]),
  );
}

export function toErrorResponse(request: Request, error: unknown, headers?: Record<string, string>): Response {
  if (error instanceof AppError) {
    return errorResponse(request, error.status, error.messages ?? error.message, {
      code: error.publicCode,
      details: error.details,
      headers: { ...headers, ...error.headers },
    });
  }
  console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  return errorResponse(request, 500, "Internal server error", { headers });
}

export function apiRoute<A extends Credentials = "apiKey">(
  options: RouteOptions<A>,
  handler: (args: HandlerArgs<ContextFor<A>>) => Promise<unknown>,
): RouteHandler {
  return async (request, context) => {
    const limit = await rateLimiter().hit(`ip:${clientIp(request)}`, env().RATE_LIMIT_PER_MINUTE);
    const headers = rateLimitHeaders(limit);
    if (!limit.allowed) {
      return errorResponse(request, 429, "Too many requests; slow down and retry after the time in Retry-After", { headers });
    }
    try {
      const credentials = await resolveCredentials(request, options.auth ?? "apiKey");
      const origin = { ip: clientIp(request), userAgent: request.headers.get("user-agent") };
      const ctx = credentials ? { ...credentials, origin } : null;
      const body = options.body ? await readJsonBody(request) : undefined;
      const result = await handler({
        ctx: ctx as ContextFor<A>,
        request,
        params: flattenParams((await context.params) ?? {}),
        query: queryObject(new URL(request.url)),
        body,
        origin,
      });
      if (result instanceof Response) {
        // File downloads answer bytes, not the envelope; they still carry the throttle headers.
        for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
        return result;
      }
      return result instanceof ApiResult
        ? successResponse(result.data, result.status, { ...result.headers, ...headers })
        : successResponse(result, options.status ?? 200, headers);
    } catch (error) {
      return toErrorResponse(request, error, headers);
    }
  };
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/** A route answering 405 with the error body for a method the path does not support. */
export function methodNotAllowed(allowed: Method[]): RouteHandler {
  return apiRoute({ auth: "none" }, async () => {
    throw new AppError("METHOD_NOT_ALLOWED", `This path supports ${allowed.join(", ")} only`);
  });
}

/** Fills in 405 answers for every method a route file does not implement. */
export function defineRoutes(handlers: Partial<Record<Method, RouteHandler>>): Record<Method, RouteHandler> {
  const allowed = METHODS.filter((method) => handlers[method]);
  const refuse = methodNotAllowed(allowed);
  return Object.fromEntries(METHODS.map((method) => [method, handlers[method] ?? refuse])) as Record<Method, RouteHandler>;
}
