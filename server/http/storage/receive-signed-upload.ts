/**
 * PUT to a local presigned upload URL: the bytes must come with the signed Content-Type and a
 * Content-Length equal to the signed size, and are streamed to disk (never held in memory)
 * while being counted, so a body that is longer or shorter than declared leaves nothing behind.
 * A URL takes one successful PUT; later ones answer 409 UPLOAD_URL_USED.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { errorResponse } from "../responses";
import { mediaTypeOf } from "../../storage/media-type";
import { authorizeSignedRequest } from "./authorize-signed-request";

const DIGITS = /^\d{1,15}$/;

function bodyOf(request: Request): Readable {
  return request.body ? Readable.fromWeb(request.body as unknown as NodeReadableStream) : Readable.from([]);
}

export async function receiveSignedUpload(request: Request, keySegments: string[]): Promise<Response> {
  const authorized = authorizeSignedRequest(request, keySegments, "PUT");
  if (!authorized.ok) return authorized.response;
  const { storage, claims } = authorized;
  const contentType = claims.contentType!;
  const sizeBytes = claims.sizeBytes!;

  // Note: only the media type must match; case and parameters such as charset are ignored.
  const sentType = request.headers.get("content-type");
  if (!sentType || mediaTypeOf(sentType) !== mediaTypeOf(contentType)) {
    return errorResponse(request, 415, `This URL accepts only Content-Type ${contentType}; the request sent ${sentType ?? "none"}`, {
      code: "CONTENT_TYPE_MISMATCH",
    });
  }
  const sentLength = request.headers.get("content-length");
  if (sentLength === null) {
    return errorResponse(request, 411, `Content-Length is required: send exactly ${sizeBytes} bytes, not a chunked body`, {
      code: "CONTENT_LENGTH_REQUIRED",
    });
  }
  if (!DIGITS.test(sentLength) || Number(sentLength) !== sizeBytes) {
    return errorResponse(request, 400, `This URL accepts exactly ${sizeBytes} bytes; Content-Length says ${sentLength}`, {
      code: "SIZE_MISMATCH",
    });
  }

  try {
    const { md5 } = await storage.writeExactly(claims.key, bodyOf(request), {
      contentType,
      sizeBytes,
      urlExpiresAt: new Date(claims.expires * 1000),
    });
    // Like S3: 200, an empty body and the MD5 of the bytes as ETag.
    return new Response(null, { status: 200, headers: { ETag: `"${md5}"` } });
  } catch (error) {
    // Note: by name, not instanceof: the storage instance is shared on globalThis by every
    // bundle of the Next.js server, and its errors are another bundle's classes.
    const name = (error as Error | undefined)?.name;
    if (name === "UploadUrlUsedError") {
      return errorResponse(request, 409, "This upload URL was already used: it accepts one PUT. Initiate a new upload to send other bytes", {
        code: "UPLOAD_URL_USED",
      });
    }
    if (name === "SizeMismatchError") {
      return errorResponse(request, 400, `${(error as Error).message} (declared Content-Length: ${sizeBytes})`, { code: "SIZE_MISMATCH" });
    }
    throw error;
  }
}
