/** The two shapes /api/v1 answers with: the success envelope and the spec's flat error body. */
import { STATUS_CODES } from "node:http";

export interface ErrorBody {
  statusCode: number;
  timestamp: string;
  path: string;
  method: string;
  message: string | string[];
  code?: string;
  error?: string;
  details?: Record<string, unknown>;
}

export function successResponse(data: unknown, status = 200, headers?: HeadersInit, timestamp = new Date().toISOString()): Response {
  if (status === 204) return new Response(null, { status, headers });
  return Response.json({ success: true, data, timestamp }, { status, headers });
}

export function errorResponse(
  request: Request,
  status: number,
  message: string | string[],
  extra: { code?: string; details?: Record<string, unknown>; headers?: HeadersInit } = {},
): Response {
  const body: ErrorBody = {
    statusCode: status,
    timestamp: new Date().toISOString(),
    path: new URL(request.url).pathname,
    method: request.method,
    message,
    ...(extra.code ? { code: extra.code } : {}),
    error: STATUS_CODES[status] ?? "Error",
    ...(extra.details ? { details: extra.details } : {}),
  };
  return Response.json(body, { status, headers: extra.headers });
}
