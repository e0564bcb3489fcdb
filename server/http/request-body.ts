import { NextRequest } from "next/server";
import { AppError } from "../errors";

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Reads a body without ever holding more than the limit: a declared Content-Length over it is
 * refused at once, and a chunked body is counted while it streams and cut when it passes.
 */
export async function readBodyBytes(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return Buffer.alloc(0);

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const bytes = await readBodyBytes(request, limit);
  if (bytes.length === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new AppError("VALIDATION_FAILED", ["body is not valid JSON"]);
  }
}

/**
 * The same request with its body read into memory, for the doors outside /api/v1 that hand the
 * request on to a library that would read any size (tRPC, next-auth).
 */
export async function boundedRequest(request: NextRequest, limit = MAX_JSON_BODY_BYTES): Promise<NextRequest> {
  if (!request.body) return request;
  const body = await readBodyBytes(request, limit);
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(body), signal: request.signal });
}

/**
 * A cookie-authenticated POST must be JSON: a cross-site HTML form can send only urlencoded,
 * multipart or text/plain bodies, and JSON from another origin needs a CORS preflight we never
 * grant. This is the CSRF guard of the dashboard's session.
 */
export function requireJsonContentType(request: Request): void {
  const type = request.headers.get("content-type")?.split(";", 1)[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "A request signed in with a session cookie must send Content-Type: application/json");
  }
}

function tooLarge(limit: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${limit} bytes`);
}

/** Query strings become objects; a key given more than once becomes an array. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    result[key] = values.length === 1 ? values[0]! : values;
  }
  return result;
}
