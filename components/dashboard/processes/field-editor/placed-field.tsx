"use client";

import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "@/lib/cn";
import { pixelsToPoints, scaleFor, type Box, type PageSize } from "@/lib/pdf-geometry";
import { signerTitle, type EditorSigner } from "./editor-signer";
import { fieldKindName, keyboardAction, type DraftField, type FieldEditorAction } from "./field-editor-state";
import { colorOfSigner } from "./signer-colors";
import { snapMove, snapResize } from "./snapping";

type Gesture = { kind: "move" | "resize"; pointerId: number; startX: number; startY: number; origin: Box; scale: number };

/** How near, in screen pixels, an edge must come to another to snap to it. */
const SNAP_PX = 6;

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * A field on its page: positioned in percentages of the page, so it follows the page's drawn
 * size, and moved or resized by pointer (the handle at the bottom right) or keyboard. Pixels
 * become points with the page's scale at the moment the gesture starts.
 */
export function PlacedField({
  field,
  page,
  pageCount,
  signer,
  selected,
  focusRequested,
  onFocused,
  dispatch,
  others,
  snap,
}: {
  field: DraftField;
  page: PageSize;
  pageCount: number;
  signer: EditorSigner | undefined;
  selected: boolean;
  focusRequested: boolean;
  onFocused: () => void;
  dispatch: (action: FieldEditorAction) => void;
  /** The other fields on this page, to snap to. */
  others?: readonly Box[];
  snap?: { grid: number };
}) {
  const element = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const color = colorOfSigner(signer);
  const who = signer ? signerTitle(signer) : "no signer";

  useEffect(() => {
    if (!focusRequested) return;
    element.current?.focus();
    element.current?.scrollIntoView({ block: "nearest" });
    onFocused();
  }, [focusRequested, onFocused]);

  function start(kind: Gesture["kind"], event: PointerEvent<HTMLElement>) {
    if (event.button !== 0) return;
    event.stopPropagation();
    const pageElement = element.current?.parentElement;
    if (!pageElement) return;
    dispatch({ kind: "select", id: field.id });
    element.current?.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = {
      kind,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      origin: { x: field.x, y: field.y, w: field.w, h: field.h },
      scale: scaleFor(page, pageElement.getBoundingClientRect().width),
    };
  }

  function track(event: PointerEvent<HTMLElement>) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const delta = pixelsToPoints({ x: event.clientX - current.startX, y: event.clientY - current.startY, w: 0, h: 0 }, current.scale);
    const { origin } = current;
    // Alt lets go of snapping for a free placement.
    const snapping = snap && !event.altKey ? { grid: snap.grid, threshold: SNAP_PX / current.scale } : null;
    if (current.kind === "move") {
      const box = { ...origin, x: origin.x + delta.x, y: origin.y + delta.y };
      dispatch({ kind: "place", id: field.id, box: snapping ? snapMove(box, others ?? [], page, snapping) : box });
    } else {
      const box = { ...origin, w: origin.w + delta.x, h: origin.h + delta.y };
      const sized = snapping ? snapResize(box, others ?? [], page, snapping) : box;
      dispatch({ kind: "setSize", id: field.id, w: sized.w, h: sized.h });
    }
  }

  function end(event: PointerEvent<HTMLElement>) {
    if (gesture.current?.pointerId === event.pointerId) gesture.current = null;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = keyboardAction(field.id, event);
    if (!action) return;
    event.preventDefault();
    if (action.kind === "select" && action.id === null) element.current?.blur();
    dispatch(action);
  }

  const typeName = signer?.sender ? "Sender field" : fieldKindName(field);
  // An unlabelled field is named by its kind, as the signer will see it.
  const name = field.label.trim() === "" ? typeName : `${field.label} (${typeName})`;
  return (
    <div
      ref={element}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${name} for ${who}, page ${field.page + 1} of ${pageCount}, ${Math.round(field.x)} by ${Math.round(field.y)} points, ${Math.round(field.w)} × ${Math.round(field.h)} points`}
      aria-describedby="field-editor-keys"
      onPointerDown={(event) => start("move", event)}
      onPointerMove={track}
      onPointerUp={end}
      onPointerCancel={end}
      onFocus={() => !selected && dispatch({ kind: "select", id: field.id })}
      onKeyDown={handleKeyDown}
      // Note: touch-action none lets a finger drag the field instead of scrolling the page under it.
      className={cn(
        "absolute flex cursor-move touch-none select-none items-start gap-1 overflow-visible rounded-sm border-2 p-0.5",
        color.box,
        selected && "z-10 outline outline-2 outline-offset-2 outline-slate-900",
      )}
      style={{ left: percent(field.x, page.width), top: percent(field.y, page.height), width: percent(field.w, page.width), height: percent(field.h, page.height) }}
    >
      <span aria-hidden="true" className={cn("shrink-0 rounded-sm px-1 text-[10px] font-bold leading-4", color.badge)}>
        {signer?.sender ? "S" : (signer?.number ?? "?")}
      </span>
      <span aria-hidden="true" className="min-w-0 truncate text-[11px] font-medium leading-4 text-slate-900">
        {field.label.trim() || typeName}
        {field.required ? " *" : ""}
      </span>
      {selected && (
        <span
          aria-hidden="true"
          title="Drag to resize"
          // Moves and the release bubble up to the field, which tracks both gestures.
          onPointerDown={(event) => start("resize", event)}
          data-resize-handle=""
          // A 24 px target around a 12 px square: big enough for a finger, small on the page.
          className="absolute -bottom-3 -right-3 flex h-6 w-6 cursor-nwse-resize touch-none items-center justify-center"
        >
          <span className="h-3 w-3 rounded-sm border-2 border-white bg-slate-900 shadow" />
        </span>
      )}
    </div>
  );
}
