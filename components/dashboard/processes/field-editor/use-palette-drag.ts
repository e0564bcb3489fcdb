"use client";

import { useRef, useState, type MouseEvent, type PointerEvent } from "react";
import type { PaletteItem } from "./palette-items";
import type { PageHit } from "./use-page-registry";

/** Below this many pixels of travel a press is a click (add to the current page), not a drag. */
const DRAG_THRESHOLD_PX = 4;

export interface DragPreview {
  item: PaletteItem;
  clientX: number;
  clientY: number;
  overPage: boolean;
}

interface Pressed {
  item: PaletteItem;
  pointerId: number;
  startX: number;
  startY: number;
  dragging: boolean;
}

/**
 * Dragging a field type from the palette onto a page with pointer events (mouse, pen and
 * touch alike). The button captures the pointer, so the drop is found by position; a press
 * that barely moves stays a click, which adds the field without a drop point (keyboard too).
 */
export function usePaletteDrag({
  pageAt,
  onDrop,
  onClickAdd,
}: {
  pageAt: (clientX: number, clientY: number) => PageHit | null;
  onDrop: (item: PaletteItem, hit: PageHit, clientX: number, clientY: number) => void;
  onClickAdd: (item: PaletteItem) => void;
}) {
  const pressed = useRef<Pressed | null>(null);
  // Set when a drag ends on the button, whose click event follows and must not add a second field.
  const swallowClick = useRef(false);
  const [preview, setPreview] = useState<DragPreview | null>(null);

  function finish() {
    pressed.current = null;
    setPreview(null);
  }

  return {
    preview,
    handlers: (item: PaletteItem) => ({
      onPointerDown(event: PointerEvent<HTMLButtonElement>) {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        pressed.current = { item, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dragging: false };
      },
      onPointerMove(event: PointerEvent<HTMLButtonElement>) {
        const press = pressed.current;
        if (!press || press.pointerId !== event.pointerId) return;
        if (!press.dragging && Math.hypot(event.clientX - press.startX, event.clientY - press.startY) < DRAG_THRESHOLD_PX) return;
        press.dragging = true;
        setPreview({ item, clientX: event.clientX, clientY: event.clientY, overPage: pageAt(event.clientX, event.clientY) !== null });
      },
      onPointerUp(event: PointerEvent<HTMLButtonElement>) {
        const press = pressed.current;
        if (!press || press.pointerId !== event.pointerId) return;
        if (press.dragging) {
          // The click follows in the same task; afterwards the flag must not outlive it.
          swallowClick.current = true;
          setTimeout(() => {
            swallowClick.current = false;
          }, 0);
          const hit = pageAt(event.clientX, event.clientY);
          if (hit) onDrop(item, hit, event.clientX, event.clientY);
        }
        finish();
      },
      onPointerCancel: finish,
      onClick(event: MouseEvent<HTMLButtonElement>) {
        if (swallowClick.current) {
          swallowClick.current = false;
          event.preventDefault();
          return;
        }
        onClickAdd(item);
      },
    }),
  };
}
