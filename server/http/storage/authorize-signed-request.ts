/**
 * The checks every request to a local presigned URL passes first, in this order: the app runs
 * the local driver, the signature holds, the URL was signed for this method, and it has not
 * expired. Each refusal has its own code so a client can tell them apart.
 */
import { errorResponse } from "../responses";
import type { LocalStorage } from "../../storage/local-storage";
import type { SignedUrlClaims } from "../../storage/local-url-signature";
import { getStorage } from "../../storage/storage";

export type SignedRequest =
  | { ok: true; storage: LocalStorage; claims: SignedUrlClaims }
  | { ok: false; response: Response };

const refuse = (request: Request, status: number, code: string, message: string): SignedRequest => ({
  ok: false,
  response: errorResponse(request, status, message, { code }),
});

export function authorizeSignedRequest(request: Request, keySegments: string[], method: "GET" | "PUT"): SignedRequest {
  const chosen = getStorage();
  // Note: by driver, not instanceof: the instance is shared on globalThis by every bundle of the
  // Next.js server, and another bundle's LocalStorage class is not this one's.
  if (chosen.driver !== "local") {
    return refuse(request, 404, "NOT_FOUND", "Files are stored in S3: this server issues no storage URLs of its own");
  }
  const storage = chosen as LocalStorage;
  const claims = storage.verifySignedUrl(keySegments.join("/"), new URL(request.url).searchParams);
  if (!claims) {
    return refuse(request, 403, "SIGNATURE_INVALID", "The storage URL's signature is missing or does not match: the URL was changed or not issued by this server");
  }
  if (claims.method !== method) {
    return refuse(request, 403, "METHOD_NOT_SIGNED", `This URL was signed for ${claims.method}, not ${request.method}`);
  }
  if (claims.expires * 1000 <= Date.now()) {
    const expiredAt = new Date(claims.expires * 1000).toISOString();
    return refuse(request, 403, "URL_EXPIRED", `This storage URL expired at ${expiredAt}; ask for a new one`);
  }
  return { ok: true, storage, claims };
}
