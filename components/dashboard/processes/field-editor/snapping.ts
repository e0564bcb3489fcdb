/**
 * Snapping while a field is dragged or resized: an edge or centre that comes within `threshold`
 * points of another field's edge or centre (or the page's edges) lands exactly on it; failing
 * that, the position rounds to the grid. All in PDF points, so it behaves alike at every zoom.
 */
import type { Box, PageSize } from "@/lib/pdf-geometry";

export interface SnapOptions {
  /** Grid step in points; 0 for none. */
  grid: number;
  /** How near an edge must come to catch, in points (the caller turns a few pixels into points). */
  threshold: number;
}

/** The lines a moving edge may catch on one axis: other fields' edges and centres, and the page's edges. */
function lines(others: readonly Box[], page: PageSize, axis: "x" | "y"): number[] {
  const size = axis === "x" ? "w" : "h";
  const result = [0, axis === "x" ? page.width : page.height];
  for (const other of others) result.push(other[axis], other[axis] + other[size] / 2, other[axis] + other[size]);
  return result;
}

/** The nearest line to any of `edges` within the threshold, as the shift that lands on it. */
function nearestShift(edges: number[], targets: number[], threshold: number): number | null {
  let best: number | null = null;
  for (const edge of edges) {
    for (const target of targets) {
      const shift = target - edge;
      if (Math.abs(shift) <= threshold && (best === null || Math.abs(shift) < Math.abs(best))) best = shift;
    }
  }
  return best;
}

const toGrid = (value: number, grid: number) => (grid > 0 ? Math.round(value / grid) * grid : value);

/** A moved box: its left, centre or right edge (top, middle or bottom) snaps, its size stays. */
export function snapMove(box: Box, others: readonly Box[], page: PageSize, options: SnapOptions): Box {
  const snapAxis = (axis: "x" | "y") => {
    const size = axis === "x" ? box.w : box.h;
    const start = box[axis];
    const shift = nearestShift([start, start + size / 2, start + size], lines(others, page, axis), options.threshold);
    return shift === null ? toGrid(start, options.grid) : start + shift;
  };
  return { ...box, x: snapAxis("x"), y: snapAxis("y") };
}

/** A resized box: its top-left corner stays, its right and bottom edges snap. */
export function snapResize(box: Box, others: readonly Box[], page: PageSize, options: SnapOptions): Box {
  const snapEdge = (axis: "x" | "y") => {
    const size = axis === "x" ? box.w : box.h;
    const end = box[axis] + size;
    const shift = nearestShift([end], lines(others, page, axis), options.threshold);
    return shift === null ? toGrid(end, options.grid) - box[axis] : size + shift;
  };
  return { ...box, w: snapEdge("x"), h: snapEdge("y") };
}
