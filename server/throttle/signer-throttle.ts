import { createHash } from "node:crypto";
import { AppError } from "../errors";
import { rateLimitHeaders, rateLimiter } from "./rate-limiter";

/** Requests per minute to one signing link, whatever the client's address. */
export const SIGNER_TOKEN_LIMIT_PER_MINUTE = 60;

/**
 * The signer API's own throttle, counted per link besides the per-IP burst one, so that one
 * leaked link cannot be hammered from many addresses. The key is a hash: raw tokens are
 * credentials and never land in a table.
 */
export async function enforceSignerTokenThrottle(token: string): Promise<void> {
  const key = `signer:${createHash("sha256").update(token).digest("hex")}`;
  const result = await rateLimiter().hit(key, SIGNER_TOKEN_LIMIT_PER_MINUTE);
  if (!result.allowed) {
    throw new AppError(
      "RATE_LIMITED",
      "Too many requests for this signing link; retry after the time in Retry-After",
      undefined,
      rateLimitHeaders(result),
    );
  }
}
