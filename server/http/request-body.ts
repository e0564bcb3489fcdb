import { AppError } from "../errors";

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON body without ever holding more than the limit: a declared Content-Length over
 * it is refused at once, and a chunked body is counted while it streams.
 */
export async function readJsonBody(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return undefined;

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
  if (size === 0) return undefined;

  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_FAILED", ["body is not valid JSON"]);
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
