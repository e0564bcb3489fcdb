/**
 * At most `max` pieces of work at once; the rest wait their turn, first come first served. A
 * finished piece hands its slot straight to the next in line, so a newcomer cannot slip past.
 */
export function takingTurns(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
