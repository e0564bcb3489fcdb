import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/server/db/migrate";
import { rateLimitWindows } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { DatabaseRateLimiter, MemoryRateLimiter, rateLimiter, rateLimitHeaders, resetRateLimiter } from "./rate-limiter";

describe("the throttle table", () => {
  it("is unlogged: counters skip the write-ahead log, and a crash that empties them only forgives a minute", async () => {
    const database = await createTestDatabase();
    try {
      const result = await database.db.execute(sql`select relpersistence from pg_class where relname = 'rate_limit_windows'`);
      const [row] = rowsOf<{ relpersistence: string }>(result);
      expect(row?.relpersistence).toBe("u");
    } finally {
      await database.close();
    }
  });
});

describe("the in-process rate limiter", () => {
  it("allows the limit within one window and refuses the next request", async () => {
    const limiter = new MemoryRateLimiter(() => 120_000);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("ip:1", 3));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0]);
  });

  it("counts each key on its own", async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    await limiter.hit("ip:1", 1);
    expect((await limiter.hit("ip:2", 1)).allowed).toBe(true);
  });

  it("starts over when the window turns", async () => {
    let now = 59_000;
    const limiter = new MemoryRateLimiter(() => now);
    await limiter.hit("ip:1", 1);
    expect((await limiter.hit("ip:1", 1)).allowed).toBe(false);
    now = 60_000;
    expect((await limiter.hit("ip:1", 1)).allowed).toBe(true);
  });

  it("tells when the window resets, in unix seconds", async () => {
    const limiter = new MemoryRateLimiter(() => 90_500);
    expect((await limiter.hit("ip:1", 5)).resetAt).toBe(120);
  });

  it("adds Retry-After only to a refusal", () => {
    const allowed = rateLimitHeaders({ allowed: true, limit: 5, remaining: 4, resetAt: 120 }, 100_000);
    expect(allowed).toEqual({ "X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "4", "X-RateLimit-Reset": "120" });
    const refused = rateLimitHeaders({ allowed: false, limit: 5, remaining: 0, resetAt: 120 }, 100_000);
    expect(refused["Retry-After"]).toBe("20");
  });
});

describe("the database rate limiter", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("shares one count between instances over the same database", async () => {
    const now = () => 1_800_000_030_000;
    const first = new DatabaseRateLimiter(async () => database.db, now);
    const second = new DatabaseRateLimiter(async () => database.db, now);
    const results = [await first.hit("ip:shared", 3), await second.hit("ip:shared", 3), await first.hit("ip:shared", 3), await second.hit("ip:shared", 3)];
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[0]!.resetAt).toBe(1_800_000_060);
  });

  it("counts simultaneous hits exactly once each", async () => {
    const limiter = new DatabaseRateLimiter(async () => database.db, () => 1_800_000_000_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.hit("ip:burst", 100)));
    expect(results.map((result) => result.remaining).sort((a, b) => a - b)).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
  });

  it("starts over when the window turns, and sweeps windows that ended", async () => {
    let now = 1_800_000_119_000;
    const limiter = new DatabaseRateLimiter(async () => database.db, () => now);
    await limiter.hit("ip:turning", 1);
    expect((await limiter.hit("ip:turning", 1)).allowed).toBe(false);
    now = 1_800_000_120_000;
    expect((await limiter.hit("ip:turning", 1)).allowed).toBe(true);

    now = 1_800_000_400_000;
    await limiter.hit("ip:later", 1);
    const left = await database.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, "ip:turning"));
    expect(left).toEqual([]);
  });

  it("is what the throttles use unless a test injects another, and a reset starts from empty counters", async () => {
    resetRateLimiter();
    expect(rateLimiter()).toBeInstanceOf(DatabaseRateLimiter);
    await rateLimiter().hit("upload:org", 1);
    expect((await rateLimiter().hit("upload:org", 1)).allowed).toBe(false);
    resetRateLimiter();
    expect((await rateLimiter().hit("upload:org", 1)).allowed).toBe(true);
  });
});
