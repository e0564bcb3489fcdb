/**
 * The first step of every /api/v1 request: the burst throttle's count per client IP (API.md:
 * every request counts, before authentication) and, when the request presents an API key, the
 * stored key. A database limiter reads the key in the statement that counts the hit, so an
 * authenticated request pays one round trip for both (B1 in docs/performance.md).
 */
import { getDb } from "../db/client";
import type { ApiKey } from "../db/schema";
import { env } from "../env";
import { findApiKey, presentedKeyHash } from "../services/api-keys/authenticate-api-key";
import { rateLimiter, type RateLimitResult } from "../throttle/rate-limiter";

export interface Admission {
  limit: RateLimitResult;
  /**
   * The stored key the request presents: null when none matches (or what was presented cannot
   * be a key); absent when it presents none.
   */
  apiKey?: ApiKey | null;
}

export async function admitRequest(ip: string, presentedKey: string | null): Promise<Admission> {
  const limiter = rateLimiter();
  const throttleKey = `ip:${ip}`;
  const perMinute = env().RATE_LIMIT_PER_MINUTE;
  if (presentedKey === null) return { limit: await limiter.hit(throttleKey, perMinute) };
  const keyHash = presentedKeyHash(presentedKey);
  if (keyHash === null) return { limit: await limiter.hit(throttleKey, perMinute), apiKey: null };
  if (limiter.hitWithApiKey) {
    const { result, apiKey } = await limiter.hitWithApiKey(throttleKey, perMinute, keyHash);
    return { limit: result, apiKey };
  }
  const limit = await limiter.hit(throttleKey, perMinute);
  return { limit, apiKey: limit.allowed ? await findApiKey(await getDb(), keyHash) : null };
}
