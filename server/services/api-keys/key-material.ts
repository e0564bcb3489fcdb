/**
 * API keys are `sdk_live_` followed by 32 random bytes in base64url. Only the SHA-256 of the
 * whole key and a short display prefix are ever stored.
 */
import { createHash, randomBytes } from "node:crypto";

export const API_KEY_PREFIX = "sdk_live_";
const SECRET_BYTES = 32;
const DISPLAY_CHARS = 6;
// base64url of 32 bytes is 43 characters; longer keys are accepted for forward compatibility.
const WELL_FORMED = /^sdk_live_[A-Za-z0-9_-]{43,128}$/;

export interface GeneratedApiKey {
  key: string;
  hash: string;
  prefix: string;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function isWellFormedApiKey(candidate: string): boolean {
  return WELL_FORMED.test(candidate);
}

export function generateApiKey(): GeneratedApiKey {
  const key = API_KEY_PREFIX + randomBytes(SECRET_BYTES).toString("base64url");
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + DISPLAY_CHARS) };
}
