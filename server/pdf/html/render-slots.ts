/**
 * At most a few Chromium renders at once (each page holds fonts, layout and a PDF in memory);
 * the rest wait their turn in arrival order.
 */
export const MAX_CONCURRENT_RENDERS = 2;

let running = 0;
const waiting: Array<() => void> = [];

export async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_RENDERS) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Renders running and waiting, for tests. */
export function renderSlotUsage(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
