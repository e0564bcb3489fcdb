import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../../errors";
import {
  MAX_CONCURRENT_RENDERS,
  MAX_WAITING,
  MAX_WAITING_PER_ORGANIZATION,
  RENDER_BUSY_RETRY_AFTER_SECONDS,
  renderSlotUsage,
  withRenderSlot,
} from "./render-slots";

/** A render that runs until released; `order` records who got a slot, in order. */
function renders() {
  const order: string[] = [];
  const releases = new Map<string, () => void>();
  const start = (organizationId: string, name: string, options?: { waitMs?: number }) =>
    withRenderSlot(
      organizationId,
      async (slot) => {
        order.push(name);
        await new Promise<void>((resolve) => releases.set(name, resolve));
        return slot;
      },
      options,
    );
  const release = async (name: string) => {
    releases.get(name)!();
    releases.delete(name);
    await settle();
  };
  /** Releases every render, each as it gets its slot. */
  const drain = async () => {
    while (releases.size > 0) await release([...releases.keys()][0]!);
  };
  return { order, start, release, drain };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(() => {
  expect(renderSlotUsage()).toEqual({ running: 0, waiting: 0 });
});

describe("withRenderSlot", () => {
  it("runs two renders at a time, each in a slot of its own", async () => {
    const { order, start, release } = renders();
    const tasks = ["a1", "a2", "a3"].map((name) => start("A", name));
    await settle();
    expect(MAX_CONCURRENT_RENDERS).toBe(2);
    expect(order).toEqual(["a1", "a2"]);
    expect(renderSlotUsage()).toEqual({ running: 2, waiting: 1 });
    await release("a1");
    expect(order).toEqual(["a1", "a2", "a3"]);
    await release("a2");
    await release("a3");
    const [first, second, third] = await Promise.all(tasks);
    expect(new Set([first, second])).toEqual(new Set([0, 1]));
    // a3 took the slot a1 left.
    expect(third).toBe(first);
  });

  it("serves another organization's single render next, not after the ten already waiting", async () => {
    const { order, start, release } = renders();
    const names = Array.from({ length: 12 }, (_, index) => `a${index + 1}`);
    const tasks = names.map((name) => start("A", name));
    await settle();
    expect(renderSlotUsage()).toEqual({ running: 2, waiting: 10 });
    tasks.push(start("B", "b1"));
    await settle();

    await release("a1");
    expect(order.at(-1)).toBe("b1");
    // Then the turns go round: A, B (nothing more waiting), A, ...
    tasks.push(start("B", "b2"));
    await settle();
    await release("a2");
    expect(order.at(-1)).toBe("a3");
    await release("b1");
    expect(order.at(-1)).toBe("b2");
    for (const name of [...names.slice(2), "b2"]) await release(name);
    await Promise.all(tasks);
    expect(order).toEqual(["a1", "a2", "b1", "a3", "b2", ...names.slice(3)]);
  });

  it("refuses an eleventh waiting render of one organization and a thirty-first in all, with Retry-After", async () => {
    const { start, drain } = renders();
    const running = [start("A", "run1"), start("A", "run2")];
    const waiting: Array<Promise<number>> = [];
    for (let index = 0; index < MAX_WAITING_PER_ORGANIZATION; index++) waiting.push(start("A", `a${index}`));
    await settle();

    const eleventh = await refusal(start("A", "a-too-many"));
    expect(eleventh).toMatchObject({ code: "RENDER_BUSY", status: 503, headers: { "Retry-After": String(RENDER_BUSY_RETRY_AFTER_SECONDS) } });
    expect(eleventh.message).toMatch(/10 documents waiting/);

    for (const org of ["B", "C"]) for (let index = 0; index < MAX_WAITING_PER_ORGANIZATION; index++) waiting.push(start(org, `${org}${index}`));
    await settle();
    expect(renderSlotUsage()).toEqual({ running: 2, waiting: MAX_WAITING });
    const thirtyFirst = await refusal(start("D", "d1"));
    expect(thirtyFirst).toMatchObject({ code: "RENDER_BUSY", status: 503, headers: { "Retry-After": String(RENDER_BUSY_RETRY_AFTER_SECONDS) } });
    expect(renderSlotUsage()).toEqual({ running: 2, waiting: MAX_WAITING });

    await drain();
    await Promise.all([...running, ...waiting]);
  });

  it("gives up waiting at the deadline with RENDER_BUSY, and the queue forgets the render", async () => {
    const { order, start, release } = renders();
    const running = [start("A", "a1"), start("A", "a2")];
    const started = Date.now();
    const late = await refusal(start("B", "b1", { waitMs: 100 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(late).toMatchObject({ code: "RENDER_BUSY", status: 503, headers: { "Retry-After": String(RENDER_BUSY_RETRY_AFTER_SECONDS) } });
    expect(renderSlotUsage()).toEqual({ running: 2, waiting: 0 });
    await release("a1");
    await release("a2");
    await Promise.all(running);
    expect(order).toEqual(["a1", "a2"]);
  });

  it("frees the slot when a render fails", async () => {
    await expect(withRenderSlot("A", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  });

  it("keeps one state per process, however many times the module is loaded", async () => {
    const { start, release } = renders();
    const running = [start("A", "a1"), start("A", "a2")];
    await settle();
    vi.resetModules();
    const again = await import("./render-slots");
    expect(again.withRenderSlot).not.toBe(withRenderSlot);
    expect(again.renderSlotUsage()).toEqual({ running: 2, waiting: 0 });
    // The other copy's render waits for a slot this copy holds.
    let ran = false;
    const waiting = again.withRenderSlot("B", async () => {
      ran = true;
    });
    await settle();
    expect(ran).toBe(false);
    expect(renderSlotUsage()).toEqual({ running: 2, waiting: 1 });
    await release("a1");
    await waiting;
    expect(ran).toBe(true);
    await release("a2");
    await Promise.all(running);
  });
});
