/**
 * GET (or HEAD) of a local presigned download URL: streams the file with its content type, or
 * the signed one, and as an attachment when a file name was signed.
 */
import { Readable } from "node:stream";
import { errorResponse } from "../responses";
import { attachmentDisposition } from "../../storage/content-disposition";
import { authorizeSignedRequest } from "./authorize-signed-request";

export async function serveSignedDownload(request: Request, keySegments: string[]): Promise<Response> {
  const authorized = authorizeSignedRequest(request, keySegments, "GET");
  if (!authorized.ok) return authorized.response;
  const { storage, claims } = authorized;

  let object;
  try {
    object = await storage.openObject(claims.key);
  } catch (error) {
    // Note: by name, not instanceof: the storage instance is shared on globalThis by every
    // bundle of the Next.js server, and its errors are another bundle's classes.
    if ((error as Error | undefined)?.name === "StorageObjectNotFoundError") {
      return errorResponse(request, 404, `No object at ${claims.key}`, { code: "NOT_FOUND" });
    }
    throw error;
  }

  const headers = new Headers({
    "Content-Type": claims.contentType ?? object.contentType ?? "application/octet-stream",
    // Note: Next.js 16 drops Content-Length from route answers (send-response.ts); it stays
    // because it is right, and other servers or a later Next.js pass it on.
    "Content-Length": String(object.sizeBytes),
    // The URL is unique to its expiry, so the browser may keep the answer until then.
    "Cache-Control": `private, max-age=${Math.max(0, claims.expires - Math.floor(Date.now() / 1000))}`,
    // Stored bytes come from users: never let a browser guess a more dangerous type.
    "X-Content-Type-Options": "nosniff",
  });
  if (claims.fileName) headers.set("Content-Disposition", attachmentDisposition(claims.fileName));

  if (request.method === "HEAD") {
    object.stream.destroy();
    return new Response(null, { status: 200, headers });
  }
  const body = Readable.toWeb(object.stream) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
