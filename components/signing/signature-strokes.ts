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
export function inkBounds(strokes: Stroke[], pad: number): Bounds | null {
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

/** A stroke as a smooth path: quadratic curves through the midpoints between samples. */
export function tracePath(context: Pick<CanvasRenderingContext2D, "moveTo" | "lineTo" | "quadraticCurveTo" | "arc">, stroke: Stroke, lineWidth: number): void {
  const [first, ...rest] = stroke;
  if (!first) return;
  context.moveTo(first.x, first.y);
  if (rest.length === 0) {
    // A tap leaves a dot, as a pen would.
    context.arc(first.x, first.y, lineWidth / 2, 0, Math.PI * 2);
    return;
  }
  let previous = first;
  for (const point of rest) {
    context.quadraticCurveTo(previous.x, previous.y, (previous.x + point.x) / 2, (previous.y + point.y) / 2);
    previous = point;
  }
  context.lineTo(previous.x, previous.y);
}
