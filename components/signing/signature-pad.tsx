"use client";

import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { exportScale, inkBounds, tracePath, type Stroke } from "./signature-strokes";

export interface SignaturePadHandle {
  /** The ink cut to its bounds as a PNG data URL; null when nothing is drawn. */
  toPng: () => string | null;
  clear: () => void;
}

const INK = "#172554";
const LINE_WIDTH = 2.5;

function paint(context: CanvasRenderingContext2D, strokes: Stroke[]): void {
  context.lineWidth = LINE_WIDTH;
  context.lineCap = "round";
  context.lineJoin = "round";
  context.strokeStyle = INK;
  context.fillStyle = INK;
  for (const stroke of strokes) {
    context.beginPath();
    tracePath(context, stroke, LINE_WIDTH);
    if (stroke.length === 1) context.fill();
    else context.stroke();
  }
}

/**
 * A pad to draw a signature on with a finger, a pen or a mouse (pointer events; the page does
 * not scroll while drawing on it). Keyboard users type their name instead, which the adoption
 * step offers beside it.
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
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef<{ pointerId: number; stroke: Stroke } | null>(null);
  const frame = useRef<number | null>(null);

  const redraw = () => {
    frame.current = null;
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.restore();
    paint(context, strokes.current);
  };
  const scheduleRedraw = () => {
    frame.current ??= requestAnimationFrame(redraw);
  };

  // The backing store follows the pad's size and the screen's density; strokes stay in CSS pixels.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(() => {
      const ratio = Math.min(window.devicePixelRatio || 1, 3);
      const { width, height } = canvas.getBoundingClientRect();
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      canvas.getContext("2d")?.setTransform(ratio, 0, 0, ratio, 0, 0);
      redraw();
    });
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, []);

  useImperativeHandle(ref, () => ({
    toPng: () => {
      const bounds = inkBounds(strokes.current, LINE_WIDTH * 2);
      if (!bounds) return null;
      const scale = exportScale(bounds);
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.ceil(bounds.w * scale));
      canvas.height = Math.max(1, Math.ceil(bounds.h * scale));
      const context = canvas.getContext("2d");
      if (!context) return null;
      context.setTransform(scale, 0, 0, scale, -bounds.x * scale, -bounds.y * scale);
      paint(context, strokes.current);
      return canvas.toDataURL("image/png");
    },
    clear: () => {
      strokes.current = [];
      drawing.current = null;
      scheduleRedraw();
      onInkChange(false);
    },
  }));

  const pointAt = (event: React.PointerEvent<HTMLCanvasElement> | PointerEvent) => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className="block h-36 w-full cursor-crosshair touch-none rounded-md border-2 border-dashed border-slate-400 bg-white"
      onPointerDown={(event) => {
        if (event.pointerType === "mouse" && event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        const stroke = [pointAt(event)];
        drawing.current = { pointerId: event.pointerId, stroke };
        strokes.current = [...strokes.current, stroke];
        scheduleRedraw();
        onInkChange(true);
      }}
      onPointerMove={(event) => {
        const active = drawing.current;
        if (!active || active.pointerId !== event.pointerId) return;
        // Coalesced events keep fast strokes smooth on screens that sample faster than they paint.
        const samples = event.nativeEvent.getCoalescedEvents?.() ?? [];
        for (const sample of samples.length > 0 ? samples : [event.nativeEvent]) active.stroke.push(pointAt(sample));
        scheduleRedraw();
      }}
      onPointerUp={(event) => {
        if (drawing.current?.pointerId === event.pointerId) drawing.current = null;
      }}
      onPointerCancel={() => {
        drawing.current = null;
      }}
    />
  );
}
