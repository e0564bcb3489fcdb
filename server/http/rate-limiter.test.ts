import { describe, expect, it } from "vitest";
import { MemoryRateLimiter, rateLimitHeaders } from "./rate-limiter";

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
