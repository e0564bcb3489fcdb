import { describe, expect, it } from "vitest";
import { MAX_CONCURRENT_RENDERS, renderSlotUsage, withRenderSlot } from "./render-slots";

describe("withRenderSlot", () => {
  it("runs two renders at a time and queues the rest in order", async () => {
    const releases: Array<() => void> = [];
    const started: number[] = [];
    const tasks = [0, 1, 2, 3, 4].map((index) =>
      withRenderSlot(async () => {
        started.push(index);
        await new Promise<void>((resolve) => releases.push(resolve));
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(MAX_CONCURRENT_RENDERS).toBe(2);
    expect(started).toEqual([0, 1]);
    expect(renderSlotUsage()).toEqual({ running: 2, waiting: 3 });

    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
      expect(renderSlotUsage().running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(renderSlotUsage()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot when a render fails", async () => {
    await expect(withRenderSlot(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(renderSlotUsage()).toEqual({ running: 0, waiting: 0 });
  });
});
