import { env } from "../env";
import { AppError } from "../errors";
import { rateLimitHeaders, rateLimiter } from "./rate-limiter";

/**
 * The per-organization throttle that upload initiate and commit share
 * (UPLOAD_RATE_LIMIT_PER_MINUTE): a 429 with the throttle headers and no code, like the burst one.
 */
export async function enforceUploadThrottle(organizationId: string): Promise<void> {
  const result = await rateLimiter().hit(`upload:${organizationId}`, env().UPLOAD_RATE_LIMIT_PER_MINUTE);
  if (!result.allowed) {
    throw new AppError(
      "RATE_LIMITED",
      "Too many uploads for this organization; retry after the time in Retry-After",
      undefined,
      rateLimitHeaders(result),
    );
  }
}
