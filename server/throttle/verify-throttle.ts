import { VERIFY_RATE_LIMIT_PER_MINUTE } from "@/lib/schemas/verification";
import { AppError } from "../errors";
import { rateLimitHeaders, rateLimiter } from "./rate-limiter";

/**
 * The public verifier's throttle, per client IP beside the burst one: each call may cost seconds
 * of a worker thread. Answers its rate-limit headers; past the limit, a 429 with them and no code.
 */
export async function enforceVerifyThrottle(clientIp: string): Promise<Record<string, string>> {
  const result = await rateLimiter().hit(`verify:${clientIp}`, VERIFY_RATE_LIMIT_PER_MINUTE);
  const headers = rateLimitHeaders(result);
  if (!result.allowed) {
    throw new AppError("RATE_LIMITED", "Too many verifications from this address; retry after the time in Retry-After", undefined, headers);
  }
  return headers;
}
