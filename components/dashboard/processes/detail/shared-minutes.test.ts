import { describe, expect, it } from "vitest";
import { momentsNeedingSeconds } from "./shared-minutes";

describe("momentsNeedingSeconds", () => {
  it("marks the events that share a minute, and only those", () => {
    const moments = ["2026-03-01T14:02:05.000Z", "2026-03-01T14:02:41.000Z", "2026-03-01T14:05:00.000Z"];
    expect([...momentsNeedingSeconds(moments)]).toEqual(["2026-03-01T14:02:05.000Z", "2026-03-01T14:02:41.000Z"]);
  });

  it("needs no seconds when every event has its own minute", () => {
    expect(momentsNeedingSeconds(["2026-03-01T14:02:59.999Z", "2026-03-01T14:03:00.000Z"]).size).toBe(0);
  });
});
