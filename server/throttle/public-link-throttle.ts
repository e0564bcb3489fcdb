import { AppError } from "../errors";
import { rateLimitHeaders, rateLimiter } from "./rate-limiter";

/**
 * A public link's page is open to anyone, so each address gets few tries beside the burst
 * throttle: codes sent cost an email each (and reach someone else's inbox if mistyped), starts
 * cost a generated document each. Per minute, per client IP, counted across all links.
 */
export const PUBLIC_LINK_LIMITS = { code: 5, start: 10 } as const;

export async function enforcePublicLinkThrottle(action: keyof typeof PUBLIC_LINK_LIMITS, clientIp: string | null): Promise<void> {
  const result = await rateLimiter().hit(`public-link-${action}:${clientIp ?? "unknown"}`, PUBLIC_LINK_LIMITS[action]);
  if (!result.allowed) {
    throw new AppError(
      "RATE_LIMITED",
      action === "code" ? "Too many codes asked for from this address; retry after the time in Retry-After" : "Too many tries from this address; retry after the time in Retry-After",
      undefined,
      rateLimitHeaders(result),
    );
  }
}
