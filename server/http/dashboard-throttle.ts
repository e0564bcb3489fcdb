import { MAX_TRPC_BATCH_CALLS } from "@/lib/trpc-batch";
import { env } from "../env";
import { AppError } from "../errors";
import { rateLimitHeaders, rateLimiter } from "../throttle/rate-limiter";

/** A tRPC batch names its procedures in the path, comma-separated, with `?batch=1`. */
export function enforceBatchLimit(url: URL): void {
  if (url.searchParams.get("batch") !== "1") return;
  const calls = url.pathname.slice(url.pathname.lastIndexOf("/") + 1).split(",").length;
  if (calls > MAX_TRPC_BATCH_CALLS) {
    throw new AppError("PAYLOAD_TOO_LARGE", `A request carries at most ${MAX_TRPC_BATCH_CALLS} calls; this one has ${calls}`);
  }
}

/**
 * The dashboard's throttle (DASHBOARD_RATE_LIMIT_PER_MINUTE): requests per session, or per client
 * address without one, counted like /api/v1's per client, with the same 429 and headers.
 */
export async function enforceDashboardThrottle(subject: { sessionId: string } | { ip: string }): Promise<void> {
  const key = "sessionId" in subject ? `session:${subject.sessionId}` : `dashboard-ip:${subject.ip}`;
  const result = await rateLimiter().hit(key, env().DASHBOARD_RATE_LIMIT_PER_MINUTE);
  if (!result.allowed) {
    throw new AppError("RATE_LIMITED", "Too many requests from this session; retry after the time in Retry-After", undefined, rateLimitHeaders(result));
  }
}
