import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-policy";

describe("retryDelayMs", () => {
  it("waits 2 seconds after the first failure and four times longer after each next one", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([2_000, 8_000, 32_000, 128_000, 512_000]);
  });

  it("never waits longer than 10 minutes", () => {
    expect(retryDelayMs(6)).toBe(600_000);
    expect(retryDelayMs(20)).toBe(600_000);
  });
});
