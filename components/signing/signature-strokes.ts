/**
 * A drawn signature is kept as strokes of points (CSS pixels of the pad), not as pixels: it
 * can be redrawn when the pad changes size and cut to the ink for export, so the PNG the
 * server stamps fills its field instead of carrying the pad's empty margins.
 */
export interface Point {
  x: number;
  y: number;
}
export type Stroke = Point[];

export interface Bounds {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The box around all ink, `pad` pixels wider on every side; null when nothing is drawn. */
export function inkBounds(strokes: readonly Stroke[], pad: number): Bounds | null {
  const points = strokes.flat();
  if (points.length === 0) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs) - pad;
  const top = Math.min(...ys) - pad;
  return { x: left, y: top, w: Math.max(...xs) + pad - left, h: Math.max(...ys) + pad - top };
}

/**
 * The export's pixels per CSS pixel: sharp (twice the pad's resolution) but within `maxPx` a
 * side, far below the 4000 px and 1 MB the API accepts.
 */
export function exportScale(bounds: Bounds, maxPx = 1200): number {
  return Math.min(2, maxPx / Math.max(bounds.w, bounds.h));
}

/**
 * The strokes after the pad changed size (a phone turned, a window narrowed): unchanged while
 * all ink still fits, else shrunk towards the top left corner until it does, so that nothing
 * drawn is cut off or lost. `margin` keeps the thickest line inside the edge.
 */
export function fitToPad<P extends Point>(strokes: readonly P[][], size: { w: number; h: number }, margin = 0): P[][] {
  const bounds = inkBounds(strokes, 0);
  if (!bounds || size.w <= 0 || size.h <= 0) return strokes.map((stroke) => [...stroke]);
  const scale = Math.max(0, Math.min(1, (size.w - margin) / (bounds.x + bounds.w), (size.h - margin) / (bounds.y + bounds.h)));
  if (scale === 1) return strokes.map((stroke) => [...stroke]);
  return strokes.map((stroke) => stroke.map((point) => ({ ...point, x: point.x * scale, y: point.y * scale })));
}
