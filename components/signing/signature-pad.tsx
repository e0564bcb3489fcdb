"use client";

import SignaturePadEngine, { type Options, type PointGroup } from "signature_pad";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { exportScale, fitToPad, inkBounds } from "./signature-strokes";

export interface SignaturePadHandle {
  /** The ink cut to its bounds as a PNG data URL; null when nothing is drawn. */
  toPng: () => string | null;
  clear: () => void;
}

/**
 * The pen, in CSS pixels of the pad: the line thins as the pen speeds up, as ink does.
 * minDistance keeps the curve smooth without dropping the detail of a small hand.
 */
const PEN = {
  penColor: "#172554",
  minWidth: 1,
  maxWidth: 3.25,
  dotSize: 2,
  minDistance: 2,
  velocityFilterWeight: 0.7,
} as const satisfies Options;

/** Screens denser than 3 gain nothing visible, and the backing store would grow ninefold. */
function backingRatio(): number {
  return Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);
}

/** The strokes moved so that they fit a pad of this size, each with its pen settings. */
function fitted(groups: PointGroup[], size: { w: number; h: number }): PointGroup[] {
  const points = fitToPad(
    groups.map((group) => group.points),
    size,
    PEN.maxWidth,
  );
  return groups.map((group, index) => ({ ...group, points: points[index] ?? group.points }));
}

/** The ink alone, cut to its bounds and drawn afresh at export resolution (not the screen's). */
function exportPng(groups: PointGroup[]): string | null {
  const bounds = inkBounds(
    groups.map((group) => group.points),
    PEN.maxWidth * 2,
  );
  if (!bounds) return null;
  const scale = exportScale(bounds);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.ceil(bounds.w * scale));
  canvas.height = Math.max(1, Math.ceil(bounds.h * scale));
  const context = canvas.getContext("2d");
  if (!context) return null;
  const exporter = new SignaturePadEngine(canvas, PEN);
  exporter.off();
  context.setTransform(scale, 0, 0, scale, -bounds.x * scale, -bounds.y * scale);
  exporter.fromData(groups, { clear: false });
  return canvas.toDataURL("image/png");
}

/**
 * A pad to draw a signature on with a finger, a pen or a mouse (the signature_pad library:
 * pointer events, one pointer at a time, velocity-based line width; the page does not scroll
 * while drawing on it). Keyboard users type their name instead, which the adoption step offers
 * beside it. The backing store follows the pad's size and the screen's density; the strokes
 * are kept in CSS pixels and drawn again, shrunk if they no longer fit, when either changes.
 */
export function SignaturePad({
  ref,
  label,
  describedBy,
  onInkChange,
}: {
  ref?: Ref<SignaturePadHandle>;
  label: string;
  describedBy?: string;
  onInkChange: (hasInk: boolean) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  // Note: the engine outlives renders, so it reads the latest callback through a ref.
  const onInkChangeRef = useRef(onInkChange);
  useEffect(() => {
    onInkChangeRef.current = onInkChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadEngine(canvas, PEN);
    padRef.current = pad;
    const inked = () => onInkChangeRef.current(true);
    pad.addEventListener("beginStroke", inked);

    let current = { w: 0, h: 0, ratio: 0 };
    const fit = () => {
      const ratio = backingRatio();
      const { clientWidth: width, clientHeight: height, clientLeft: borderLeft, clientTop: borderTop } = canvas;
      // Hidden (a closed panel): nothing to draw on, and nothing to shrink the strokes to.
      if (width === 0 || height === 0) return;
      if (width === current.w && height === current.h && ratio === current.ratio) return;
      // Note: resizing a canvas empties it, so the strokes are taken first and drawn again.
      const groups = pad.toData();
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      // The engine measures points from the border's outer edge; the pixels start inside it.
      canvas.getContext("2d")?.setTransform(ratio, 0, 0, ratio, -borderLeft * ratio, -borderTop * ratio);
      pad.fromData(fitted(groups, { w: borderLeft + width, h: borderTop + height }));
      current = { w: width, h: height, ratio };
    };

    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    // The density changes without a resize when the window moves to another screen or zooms.
    let density: MediaQueryList | null = null;
    const onDensityChange = () => {
      fit();
      watchDensity();
    };
    const watchDensity = () => {
      density?.removeEventListener("change", onDensityChange);
      density = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      density.addEventListener("change", onDensityChange);
    };
    watchDensity();

    return () => {
      observer.disconnect();
      density?.removeEventListener("change", onDensityChange);
      pad.removeEventListener("beginStroke", inked);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    toPng: () => (padRef.current ? exportPng(padRef.current.toData()) : null),
    clear: () => {
      padRef.current?.clear();
      onInkChange(false);
    },
  }));

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className="block h-36 w-full cursor-crosshair touch-none rounded-md border-2 border-dashed border-slate-400 bg-white"
    />
  );
}
