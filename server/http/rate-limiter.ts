/**
 * Fixed-window counters for the throttles. The embedded default counts in this process; the
 * counters live on globalThis so that every route bundle of the Next.js server shares them.
 */
export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the window resets. */
  resetAt: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs?: number): Promise<RateLimitResult>;
}

interface Window {
  startedAt: number;
  count: number;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs = 60_000): Promise<RateLimitResult> {
    const now = this.now();
    this.sweep(now, windowMs);
    const startedAt = now - (now % windowMs);
    let window = this.windows.get(key);
    if (!window || window.startedAt !== startedAt) {
      window = { startedAt, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetAt: Math.ceil((startedAt + windowMs) / 1000),
    };
  }

  /** Forgets windows that ended, so memory stays bounded by the clients of one minute. */
  private sweep(now: number, windowMs: number): void {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.startedAt + windowMs <= now) this.windows.delete(key);
    }
  }
}

const holder = globalThis as unknown as { __signetRateLimiter?: RateLimiter };

export function rateLimiter(): RateLimiter {
  holder.__signetRateLimiter ??= new MemoryRateLimiter();
  return holder.__signetRateLimiter;
}

/** Tests start from empty counters, or from a limiter with a clock of their own. */
export function resetRateLimiter(limiter?: RateLimiter): void {
  holder.__signetRateLimiter = limiter;
}

export function rateLimitHeaders(result: RateLimitResult, now = Date.now()): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(result.limit),
    "X-RateLimit-Remaining": String(result.remaining),
    "X-RateLimit-Reset": String(result.resetAt),
  };
  if (!result.allowed) headers["Retry-After"] = String(Math.max(1, result.resetAt - Math.floor(now / 1000)));
  return headers;
}
