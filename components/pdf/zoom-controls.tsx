"use client";

import { ZOOM_LEVELS } from "./field-layout";

/**
 * Zoom out, the current zoom, zoom in. The buttons say what they do; the level is read out.
 * Each button goes to the next of `levels` past the current zoom, which need not be one of them.
 * At either end its button is aria-disabled rather than disabled: a disabled button would drop
 * the focus of someone pressing it by keyboard to the page's body.
 */
export function ZoomControls({
  zoom,
  levels = ZOOM_LEVELS,
  onZoom,
  labels,
}: {
  zoom: number;
  levels?: readonly number[];
  onZoom: (zoom: number) => void;
  labels: { zoomOut: string; zoomIn: string; level: (percent: number) => string; group: string };
}) {
  const smaller = levels.filter((level) => level < zoom).at(-1);
  const larger = levels.find((level) => level > zoom);
  const button =
    "inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 bg-white text-lg font-semibold text-slate-900 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500";
  return (
    <div role="group" aria-label={labels.group} className="flex items-center gap-2">
      <button type="button" className={button} aria-label={labels.zoomOut} aria-disabled={smaller === undefined} onClick={() => smaller !== undefined && onZoom(smaller)}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-[4.5rem] text-center text-sm tabular-nums text-slate-700">
        {labels.level(Math.round(zoom * 100))}
      </output>
      <button
        type="button"
        className={button}
        aria-label={labels.zoomIn}
        aria-disabled={larger === undefined}
        onClick={() => larger !== undefined && onZoom(larger)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
