"use client";

import { useCallback, useRef } from "react";

export interface PageHit {
  index: number;
  rect: DOMRect;
}

/**
 * Remembers each page's element, so that a field dragged from the palette can find the page
 * under the pointer when it is let go (pointer capture keeps the events on the palette button).
 */
export function usePageRegistry() {
  const elements = useRef(new Map<number, HTMLElement>());

  const register = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      if (element) elements.current.set(index, element);
      else elements.current.delete(index);
    },
    [],
  );

  const pageAt = useCallback((clientX: number, clientY: number): PageHit | null => {
    for (const [index, element] of elements.current) {
      const rect = element.getBoundingClientRect();
      if (clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom) return { index, rect };
    }
    return null;
  }, []);

  /** Pixels per point of the first page drawn, for sizing the drag preview before any drop. */
  const firstPageRect = useCallback((): DOMRect | null => elements.current.get(0)?.getBoundingClientRect() ?? null, []);

  return { register, pageAt, firstPageRect };
}
