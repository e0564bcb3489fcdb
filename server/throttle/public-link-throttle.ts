import { sha256Hex } from "../crypto/sha256";
import { AppError } from "../errors";
import { rateLimitHeaders, rateLimiter, type RateLimitResult } from "./rate-limiter";

/**
 * A public link's page is open to anyone, so each address gets few tries beside the burst
 * throttle: codes sent cost an email each (and reach someone else's inbox if mistyped), starts
 * cost a generated document each. Per minute, per client IP, counted across all links.
 */
export const PUBLIC_LINK_LIMITS = { code: 5, start: 10 } as const;

/** Codes one inbox may be sent through one link in CODES_PER_INBOX_WINDOW_MS, whatever the client's address. */
export const CODES_PER_INBOX = 3;
export const CODES_PER_INBOX_WINDOW_MS = 10 * 60_000;

function refuse(result: RateLimitResult, message: string): never {
  throw new AppError("RATE_LIMITED", message, undefined, rateLimitHeaders(result));
}

export async function enforcePublicLinkThrottle(action: keyof typeof PUBLIC_LINK_LIMITS, clientIp: string | null): Promise<void> {
  const result = await rateLimiter().hit(`public-link-${action}:${clientIp ?? "unknown"}`, PUBLIC_LINK_LIMITS[action]);
  if (!result.allowed) {
    refuse(result, action === "code" ? "Too many codes asked for from this address; retry after the time in Retry-After" : "Too many tries from this address; retry after the time in Retry-After");
  }
}

/**
 * So that a link cannot be used to flood one person's inbox from many addresses. The key holds
 * a hash of the address, not the address: the table is no list of who tried.
 */
export async function enforceInboxThrottle(linkId: string, email: string): Promise<void> {
  const inbox = sha256Hex(email.toLowerCase());
  const result = await rateLimiter().hit(`public-link-inbox:${linkId}:${inbox}`, CODES_PER_INBOX, CODES_PER_INBOX_WINDOW_MS);
  if (!result.allowed) refuse(result, "Too many codes were sent to this email address; retry after the time in Retry-After");
}
