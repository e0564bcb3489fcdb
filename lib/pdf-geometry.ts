/**
 * Field geometry (API.md): `x, y, w, h` are PDF points from the top-left corner of the page as
 * displayed, its /Rotate already applied, y growing downwards; a page's `width` and `height`
 * are in the same points. Page images are rendered as displayed too, so screen pixels and
 * points differ only by one scale factor per page: the page image's width over the page's.
 */
export interface PageSize {
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pixels per point for a page drawn `renderedWidthPx` wide. */
export function scaleFor(page: PageSize, renderedWidthPx: number): number {
  return renderedWidthPx / page.width;
}

export function pointsToPixels(box: Box, scale: number): Box {
  return { x: box.x * scale, y: box.y * scale, w: box.w * scale, h: box.h * scale };
}

export function pixelsToPoints(box: Box, scale: number): Box {
  return { x: box.x / scale, y: box.y / scale, w: box.w / scale, h: box.h / scale };
}

/** Keeps a box (in points) inside its page, shrinking it first if it is larger than the page. */
export function clampToPage(box: Box, page: PageSize): Box {
  const w = Math.min(Math.max(box.w, 1), page.width);
  const h = Math.min(Math.max(box.h, 1), page.height);
  return {
    x: Math.min(Math.max(box.x, 0), page.width - w),
    y: Math.min(Math.max(box.y, 0), page.height - h),
    w,
    h,
  };
}

/** Points rounded to a hundredth, as the API stores and shows them. */
export function roundBox(box: Box): Box {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { x: round(box.x), y: round(box.y), w: round(box.w), h: round(box.h) };
}

/** A page's height for a given width, so its box can be reserved before the image loads. */
export function heightForWidth(page: PageSize, widthPx: number): number {
  return (widthPx * page.height) / page.width;
}
