"use client";

import { ZOOM_LEVELS } from "./field-layout";

/** Zoom out, the current zoom, zoom in. The buttons say what they do; the level is read out. */
export function ZoomControls({
  zoom,
  onZoom,
  labels,
}: {
  zoom: number;
  onZoom: (zoom: number) => void;
  labels: { zoomOut: string; zoomIn: string; level: (percent: number) => string; group: string };
}) {
  const index = ZOOM_LEVELS.indexOf(zoom as (typeof ZOOM_LEVELS)[number]);
  const button =
    "inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 bg-white text-lg font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400";
  return (
    <div role="group" aria-label={labels.group} className="flex items-center gap-2">
      <button type="button" className={button} aria-label={labels.zoomOut} disabled={index <= 0} onClick={() => onZoom(ZOOM_LEVELS[index - 1]!)}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-[4.5rem] text-center text-sm tabular-nums text-slate-700">
        {labels.level(Math.round(zoom * 100))}
      </output>
      <button
        type="button"
        className={button}
        aria-label={labels.zoomIn}
        disabled={index >= ZOOM_LEVELS.length - 1}
        onClick={() => onZoom(ZOOM_LEVELS[index + 1]!)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
