/**
 * The local driver's presigned URLs:
 *   ${APP_URL}/api/storage/<key>?method=PUT&contentType=…&size=…&expires=…&sig=…
 *   ${APP_URL}/api/storage/<key>?method=GET&expires=…[&contentType=…][&filename=…]&sig=…
 * `sig` is HMAC-SHA256 (base64url) with SECRET_KEY over every claim the URL makes, so none of
 * them (key, method, type, size, expiry, file name) can be changed without the route refusing it.
 * The origin is not signed: the same URL stays valid behind a proxy that rewrites the host.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface SignedUrlClaims {
  method: "PUT" | "GET";
  key: string;
  /** PUT: the type the upload must declare. GET: the Content-Type to answer with, when set. */
  contentType?: string;
  /** PUT only: the exact byte count of the upload. */
  sizeBytes?: number;
  /** Unix seconds; the URL is refused from this second on. */
  expires: number;
  /** GET only: answer as an attachment with this file name. */
  fileName?: string;
}

const PARAM = {
  method: "method",
  contentType: "contentType",
  sizeBytes: "size",
  expires: "expires",
  fileName: "filename",
  signature: "sig",
} as const;

/** Domain separation: no other use of SECRET_KEY can produce a storage signature. */
const PURPOSE = "signet-storage-url-v1";

/** A JSON array, so no field's content can shift the boundaries between fields. */
function canonicalString(claims: SignedUrlClaims): string {
  return JSON.stringify([
    PURPOSE,
    claims.method,
    claims.key,
    claims.contentType ?? "",
    claims.sizeBytes === undefined ? "" : String(claims.sizeBytes),
    String(claims.expires),
    claims.fileName ?? "",
  ]);
}

function signatureOf(secret: string, claims: SignedUrlClaims): string {
  return createHmac("sha256", secret).update(canonicalString(claims)).digest("base64url");
}

/** `baseUrl` is `${APP_URL}/api/storage`; the key's characters are URL-safe (storage-key.ts). */
export function signStorageUrl(baseUrl: string, secret: string, claims: SignedUrlClaims): string {
  const query = new URLSearchParams({ [PARAM.method]: claims.method });
  if (claims.contentType !== undefined) query.set(PARAM.contentType, claims.contentType);
  if (claims.sizeBytes !== undefined) query.set(PARAM.sizeBytes, String(claims.sizeBytes));
  query.set(PARAM.expires, String(claims.expires));
  if (claims.fileName !== undefined) query.set(PARAM.fileName, claims.fileName);
  query.set(PARAM.signature, signatureOf(secret, claims));
  return `${baseUrl}/${claims.key}?${query.toString()}`;
}

const DIGITS = /^\d{1,15}$/;

function readClaims(key: string, query: URLSearchParams): SignedUrlClaims | null {
  const method = query.get(PARAM.method);
  const expires = query.get(PARAM.expires);
  const size = query.get(PARAM.sizeBytes);
  if ((method !== "PUT" && method !== "GET") || !expires || !DIGITS.test(expires)) return null;
  if (size !== null && !DIGITS.test(size)) return null;
  // Note: an empty parameter counts as absent, exactly as signStorageUrl leaves it out.
  const claims: SignedUrlClaims = {
    method,
    key,
    contentType: query.get(PARAM.contentType) || undefined,
    sizeBytes: size === null ? undefined : Number(size),
    expires: Number(expires),
    fileName: query.get(PARAM.fileName) || undefined,
  };
  if (method === "PUT" && (claims.contentType === undefined || claims.sizeBytes === undefined)) return null;
  return claims;
}

/** The URL's claims when its signature is ours; null when anything is missing or changed. */
export function verifyStorageUrl(secret: string, key: string, query: URLSearchParams): SignedUrlClaims | null {
  const given = query.get(PARAM.signature);
  const claims = readClaims(key, query);
  if (!given || !claims) return null;
  const expected = Buffer.from(signatureOf(secret, claims));
  const presented = Buffer.from(given);
  return expected.length === presented.length && timingSafeEqual(expected, presented) ? claims : null;
}
