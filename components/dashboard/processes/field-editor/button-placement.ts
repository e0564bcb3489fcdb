/**
 * Where a field added by a button (no drop point) goes: below the last field added on that
 * page, in a new column at the top when the page's bottom is reached, back at the top-left
 * corner when the columns reach the right edge; always inside the page, and never covering
 * that last field when the page has room for both.
 */
import { clampToPage, type Box, type PageSize } from "@/lib/pdf-geometry";

/** An inch: where the first field goes, and the room left at the page's edges. */
const MARGIN = 72;
const GAP = 12;

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function fits(box: Box, page: PageSize): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.w <= page.width && box.y + box.h <= page.height;
}

/** The new field's box, of `size`, given the last field added on the page (if any). */
export function buttonPlacement(last: Box | undefined, size: { w: number; h: number }, page: PageSize): Box {
  const corner = { x: MARGIN, y: MARGIN, ...size };
  if (!last) return clampToPage(corner, page);
  const below = { x: Math.min(last.x, page.width - MARGIN - size.w), y: last.y + last.h + GAP, ...size };
  const candidates: Box[] = [
    // Below it, in its column (moved left if the new field is wider than the room to its right),
    // leaving the bottom margin free.
    ...(below.y + size.h <= page.height - MARGIN ? [below] : []),
    // The next column, from the top.
    { x: last.x + last.w + GAP, y: MARGIN, ...size },
    corner,
    // Small pages: whichever corner is clear of it.
    { x: 0, y: 0, ...size },
    { x: page.width - size.w, y: page.height - size.h, ...size },
  ];
  const free = candidates.find((box) => fits(box, page) && !overlaps(box, last));
  return clampToPage(free ?? corner, page);
}
