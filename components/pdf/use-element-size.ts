"use client";

import { useCallback, useState } from "react";

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * An element's border-box size, kept current by a ResizeObserver; null until measured.
 * Returned as a callback ref so the observer follows the element across remounts.
 */
export function useElementSize<E extends HTMLElement>(): [(element: E | null) => void, ElementSize | null] {
  const [size, setSize] = useState<ElementSize | null>(null);
  const ref = useCallback((element: E | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      if (box) setSize({ width: Math.floor(box.inlineSize), height: Math.ceil(box.blockSize) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
