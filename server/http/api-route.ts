/**
 * The one wrapper every /api/v1 operation goes through: burst throttle, credentials, body and
 * query reading, the success envelope, and the mapping of every error to the spec's body.
 * The router (server/http/api-router.ts) calls `routesFor(path)`: the operations the registry
 * declares for the path (server/services/operations.ts), each run in this order: burst throttle,
 * credentials (a session POST must be JSON), body reading, role, the operation's policies (the
 * signer link's and the upload throttle, server/services/operation-policies.ts), input
 * validation (path, then query, then body), service.
 */
import type { NextRequest } from "next/server";
import { getDb } from "../db/client";
import { AppError } from "../errors";
import { isClientAbort } from "../log/client-abort.mjs";
import { requestSessionContext } from "../auth/session";
import { apiKeyContext } from "../services/api-keys/authenticate-api-key";
import { requireAdmin, requireSession, type RequestOrigin, type ServiceContext } from "../services/context";
import { FileAnswer, headerName, HTTP_METHODS, OperationAnswer, type Access, type HttpMethod, type Operation } from "../services/operation";
import { checkOutput } from "../services/check-output";
import { enforcePolicies } from "../services/operation-policies";
import { operationsAt } from "../services/operations";
import { parseInput } from "../services/parse-input";
import { OTP_PROOF_COOKIE } from "../services/signer/otp-proof";
import { clientIp } from "./client-ip";
import { admitRequest, type Admission } from "./admission";
import { rateLimitHeaders } from "../throttle/rate-limiter";
import { queryObject, readBodyBytes, readJsonBody, requireJsonContentType } from "./request-body";
import { errorResponse, successResponse } from "./responses";
import { buildOpenApiDocument } from "./openapi";
import { logger } from "@/server/log/logger.mjs";

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
    readonly timestamp?: string,
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

/** The API key a request presents: X-API-Key, else Authorization: Bearer; null when none. */
export function presentedApiKey(request: Request): string | null {
  const direct = request.headers.get(API_KEY_HEADER);
  if (direct) return direct.trim();
  const authorization = request.headers.get("authorization");
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1]!.trim() : null;
}

/** The context of the request's credentials for `mode`; 401 without valid ones (the MCP door uses it too). */
export async function resolveCredentials(request: NextRequest, mode: Credentials, admission: Admission): Promise<ServiceContext | null> {
  if (mode === "none") return null;
  const db = await getDb();
  if (admission.apiKey !== undefined) {
    const ctx = await apiKeyContext(db, admission.apiKey);
    if (!ctx) throw new AppError("UNAUTHENTICATED", "The API key is invalid, expired or revoked");
    return ctx;
  }
  if (mode === "apiKeyOrSession") {
    const ctx = await requestSessionContext(db, request);
    if (ctx && request.method === "POST") requireJsonContentType(request);
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
  if (isClientAbort(error)) {
    // The client left before its body arrived: nobody reads this answer, and nothing failed here.
    logger().warn(`[api] ${request.method} ${new URL(request.url).pathname}: the client aborted the request`);
    return errorResponse(request, 400, "The request was aborted", { headers });
  }
  logger().error({ err: error }, `[api] ${request.method} ${new URL(request.url).pathname} failed`);
  return errorResponse(request, 500, "Internal server error", { headers });
}

export function apiRoute<A extends Credentials = "apiKey">(
  options: RouteOptions<A>,
  handler: (args: HandlerArgs<ContextFor<A>>) => Promise<unknown>,
): RouteHandler {
  return async (request, context) => {
    const auth = options.auth ?? "apiKey";
    // The counters are in the database now: if it cannot count, the answer is still the error body.
    const admission = await admitRequest(clientIp(request), auth === "none" ? null : presentedApiKey(request)).catch((error: unknown) =>
      toErrorResponse(request, error),
    );
    if (admission instanceof Response) return admission;
    const headers = rateLimitHeaders(admission.limit);
    if (!admission.limit.allowed) {
      return errorResponse(request, 429, "Too many requests; slow down and retry after the time in Retry-After", { headers });
    }
    try {
      const credentials = await resolveCredentials(request, auth, admission);
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
      // The headers of a tighter throttle the operation counted (operation-policies.ts) win over the burst one's.
      if (result instanceof Response) {
        // File downloads answer bytes, not the envelope; they still carry the throttle headers.
        for (const [name, value] of Object.entries(headers)) if (!result.headers.has(name)) result.headers.set(name, value);
        return result;
      }
      return result instanceof ApiResult
        ? successResponse(result.data, result.status, { ...headers, ...result.headers }, result.timestamp)
        : successResponse(result, options.status ?? 200, headers);
    } catch (error) {
      return toErrorResponse(request, error, headers);
    }
  };
}

const METHODS = HTTP_METHODS;
type Method = HttpMethod;

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

const CREDENTIALS: Record<Access, Credentials> = {
  admin: "apiKey",
  member: "apiKey",
  apiKeyOrSession: "apiKeyOrSession",
  session: "apiKeyOrSession",
  signer: "none",
  public: "none",
};

/** The role an operation declares, checked before its input (a MEMBER with a bad body gets 403). */
function authorize(access: Access, ctx: ServiceContext | null): void {
  if (!ctx) return;
  if (access === "session") requireSession(ctx);
  if (access === "admin" || access === "apiKeyOrSession" || access === "session") requireAdmin(ctx);
}

/** The headers an operation declares, by their camelCase keys; absent ones are left out. */
function declaredHeaders(operation: Operation, request: Request): Record<string, string> {
  const keys = Object.keys(operation.headers?.shape ?? {});
  return Object.fromEntries(keys.flatMap((key) => {
    const value = request.headers.get(headerName(key));
    return value === null ? [] : [[key, value]];
  }));
}

/** Path parameters, query, body and headers, each parsed by its schema and reported under its own name. */
function parseOperationInput(operation: Operation, parts: { params: RouteParams; query: unknown; body: unknown; headers: Record<string, string> }): object {
  const params = operation.params ? parseInput(operation.params, parts.params, "path") : {};
  const query = operation.query ? parseInput(operation.query, parts.query, "query") : {};
  // A missing body reads as an empty object, so that its required fields are named.
  const body = operation.body ? parseInput(operation.body, parts.body ?? {}, "body") : {};
  const headers = operation.headers ? parseInput(operation.headers, parts.headers, "header") : {};
  return { ...query, ...body, ...headers, ...params };
}

/** One registered operation as a route handler. */
export function operationRoute(operation: Operation): RouteHandler {
  return apiRoute({ auth: CREDENTIALS[operation.access], body: operation.body !== undefined }, async ({ ctx, request, params, query, body, origin }) => {
    authorize(operation.access, ctx);
    const policyHeaders = await enforcePolicies(operation, { organizationId: ctx?.organizationId, signerToken: params.token, clientIp: clientIp(request) });
    try {
      return await runOperation(operation, { ctx, request, params, query, body, origin }, policyHeaders);
    } catch (error) {
      if (Object.keys(policyHeaders).length === 0) throw error;
      return toErrorResponse(request, error, policyHeaders);
    }
  });
}

async function runOperation(
  operation: Operation,
  { ctx, request, params, query, body, origin }: HandlerArgs<ServiceContext | null>,
  policyHeaders: Record<string, string>,
): Promise<unknown> {
  const rawBody = operation.rawBody ? new Uint8Array(await readBodyBytes(request, operation.rawBody.maxBytes)) : undefined;
  const input = parseOperationInput(operation, { params, query, body, headers: declaredHeaders(operation, request) });
  const db = ctx?.db ?? (await getDb());
  const context =
    operation.access === "signer"
      ? {
          db,
          origin,
          token: params.token ?? "",
          otpProof: request.cookies.get(OTP_PROOF_COOKIE)?.value ?? null,
          acceptLanguage: request.headers.get("accept-language"),
        }
      : operation.access === "public"
        ? { db, origin, rawBody }
        : ctx;
  // Note: the registry erases each definition's types; the input was parsed by its own schemas
  // just above, and the context built for its access, so the handler gets what it declares.
  const result = await operation.handler(context as never, input as never);
  if (result instanceof FileAnswer) return new Response(result.bytes, { headers: { ...policyHeaders, ...result.headers } });
  const answer = result instanceof OperationAnswer ? result : new OperationAnswer(result, operation.status);
  checkOutput(operation, answer.data);
  return new ApiResult(answer.data, answer.status, { ...policyHeaders, ...answer.headers }, answer.timestamp);
}

/**
 * The handlers of one path template: each operation the registry declares there, 405 for every
 * other method.
 */
export function routesFor(path: string): Record<Method, RouteHandler> {
  const declared = operationsAt(path);
  if (declared.length === 0) throw new Error(`No operation is declared at ${path}`);
  return defineRoutes(Object.fromEntries(declared.map((operation) => [operation.method, operationRoute(operation)])));
}

/** GET /api/v1/openapi.json: the document itself, not the envelope; public, behind the burst throttle. */
export function openApiRoutes(): Record<Method, RouteHandler> {
  return defineRoutes({ GET: apiRoute({ auth: "none" }, async () => Response.json(buildOpenApiDocument())) });
}
