/**
 * The lane's compression of /api/v1 answers (Next.js compresses what it serves itself, gzip from
 * 1 KB): a JSON answer of at least 1 KB is sent with brotli or gzip when the client accepts one.
 * Files (PDFs, page images) are compressed already and go as they are.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

/** As Next.js's compression: below this, the encoding's own overhead eats the gain. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip";

/** br, else gzip, when the client's Accept-Encoding allows it (q above 0, or `*`); else null. */
export function chooseEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const entry of acceptEncoding.split(",")) {
    const [name, ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

function compress(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  // Note: brotli's default quality (11) costs tens of times gzip's CPU; 4 compresses JSON better
  // than gzip at about its speed.
  return encoding === "br"
    ? brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
    : gzip(bytes);
}

export async function compressAnswer(request: Request, answer: Response): Promise<Response> {
  if (!answer.body || !answer.headers.get("content-type")?.startsWith("application/json") || answer.headers.has("content-encoding")) return answer;
  // Whether or not this one is compressed, the same URL may be for another client: caches must know.
  answer.headers.append("vary", "Accept-Encoding");
  const encoding = chooseEncoding(request.headers.get("accept-encoding"));
  if (!encoding) return answer;
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const headers = new Headers(answer.headers);
  if (bytes.byteLength < COMPRESS_MIN_BYTES) return new Response(bytes, { status: answer.status, headers });
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  return new Response(new Uint8Array(await compress(bytes, encoding)), { status: answer.status, headers });
}
