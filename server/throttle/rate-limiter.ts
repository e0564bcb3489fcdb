/**
 * Fixed-window counters for the throttles. They live in the database (rate_limit_windows), so
 * that every instance behind a load balancer counts toward one limit; the in-memory limiter is
 * for unit tests that inject one. The limiter lives on globalThis so that every route bundle of
 * the Next.js server shares it.
 */
import { eq, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { prepared } from "../db/prepared";
import { apiKeys, rateLimitWindows, type ApiKey } from "../db/schema";

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the window resets. */
  resetAt: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs?: number): Promise<RateLimitResult>;
  /**
   * `hit` in a one-minute window, and the API key stored under `keyHash` read by the same
   * statement: a request that presents a key pays one round trip for both. A limiter without it
   * counts, and the key is looked up on its own.
   */
  hitWithApiKey?(key: string, limit: number, keyHash: string): Promise<{ result: RateLimitResult; apiKey: ApiKey | null }>;
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
    return resultOf(window.count, limit, startedAt, windowMs);
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

const ONE_MINUTE_MS = 60_000;

function resultOf(count: number, limit: number, startedAt: number, windowMs: number): RateLimitResult {
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetAt: Math.ceil((startedAt + windowMs) / 1000),
  };
}

/** The upsert that counts one hit and answers the window's count so far. */
function hitStatement(db: Db) {
  return db
    .insert(rateLimitWindows)
    .values({ key: sql.placeholder("key"), windowStart: sql.placeholder("windowStart"), count: 1, expiresAt: sql.placeholder("expiresAt") })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { count: sql`${rateLimitWindows.count} + 1` },
    })
    .returning({ count: rateLimitWindows.count });
}

function countHit(db: Db) {
  return hitStatement(db).prepare("rate_limit_hit");
}

function countHitWithApiKey(db: Db) {
  const hit = db.$with("hit").as(hitStatement(db));
  return db
    .with(hit)
    .select({ count: hit.count, apiKey: apiKeys })
    .from(hit)
    .leftJoin(apiKeys, eq(apiKeys.keyHash, sql.placeholder("keyHash")))
    .prepare("rate_limit_hit_with_api_key");
}

/** One upsert per hit: concurrent hits from any number of instances each count exactly once. */
export class DatabaseRateLimiter implements RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: () => Promise<Db> = getDb,
    private readonly now: () => number = Date.now,
    /** Put before every key; instances with the same prefix share their counts. */
    private readonly prefix = "",
  ) {}

  async hit(key: string, limit: number, windowMs = 60_000): Promise<RateLimitResult> {
    const { db, window } = await this.windowOf(key, windowMs);
    const [row] = await prepared(db, "rate-limit-hit", countHit).execute(window);
    return resultOf(row!.count, limit, window.windowStart.getTime(), windowMs);
  }

  async hitWithApiKey(key: string, limit: number, keyHash: string): Promise<{ result: RateLimitResult; apiKey: ApiKey | null }> {
    const { db, window } = await this.windowOf(key, ONE_MINUTE_MS);
    const [row] = await prepared(db, "rate-limit-hit-with-api-key", countHitWithApiKey).execute({ ...window, keyHash });
    return { result: resultOf(row!.count, limit, window.windowStart.getTime(), ONE_MINUTE_MS), apiKey: row!.apiKey };
  }

  /** The statement parameters of `key`'s current window (sweeping ended windows when due). */
  private async windowOf(key: string, windowMs: number) {
    const now = this.now();
    const db = await this.db();
    await this.sweep(db, now);
    const startedAt = now - (now % windowMs);
    return {
      db,
      window: { key: this.prefix + key, windowStart: new Date(startedAt), expiresAt: new Date(startedAt + windowMs) },
    };
  }

  /** Each instance deletes ended windows once a minute, so the table holds about one minute of clients. */
  private async sweep(db: Db, now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await db.delete(rateLimitWindows).where(lte(rateLimitWindows.expiresAt, new Date(now)));
  }
}

const holder = globalThis as unknown as { __signetRateLimiter?: RateLimiter };

export function rateLimiter(): RateLimiter {
  holder.__signetRateLimiter ??= new DatabaseRateLimiter();
  return holder.__signetRateLimiter;
}

let resets = 0;

/**
 * Tests start from empty counters (a database limiter counting under keys of its own, as the
 * table outlives the reset), or inject a limiter with a clock of their own.
 */
export function resetRateLimiter(limiter?: RateLimiter): void {
  resets += 1;
  holder.__signetRateLimiter = limiter ?? new DatabaseRateLimiter(getDb, Date.now, `reset-${resets}:`);
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
