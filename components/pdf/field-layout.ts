/**
 * Where things go on a rendered page. Every position comes from lib/pdf-geometry.ts: a page's
 * points become pixels by one factor, the rendered width over the page's width. Field
 * geometry is already "as displayed" (rotation applied, top-left origin), and so are the page
 * sizes and page images, so a rotated page needs nothing special here.
 */
import { clampToPage, heightForWidth, pointsToPixels, scaleFor, type Box, type PageSize } from "@/lib/pdf-geometry";

export interface PageLayout {
  widthPx: number;
  heightPx: number;
  /** Pixels per point. */
  scale: number;
}

/** Zoom steps offered to the reader; 1 fits the page to the available width. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

/** The width a page is drawn at: the available width times the zoom, never below one pixel. */
export function renderedPageWidth(availableWidthPx: number, zoom: number): number {
  return Math.max(1, Math.floor(availableWidthPx * zoom));
}

export function pageLayout(page: PageSize, renderedWidthPx: number): PageLayout {
  return { widthPx: renderedWidthPx, heightPx: heightForWidth(page, renderedWidthPx), scale: scaleFor(page, renderedWidthPx) };
}

/**
 * A field's box in pixels on a page drawn `renderedWidthPx` wide. Note: the box is kept inside
 * its page first; the API refuses fields outside their page, but a box drawn past the edge
 * would overflow the page's clip and be impossible to tap.
 */
export function fieldBoxPx(field: Box, page: PageSize, renderedWidthPx: number): Box {
  return pointsToPixels(clampToPage(field, page), scaleFor(page, renderedWidthPx));
}

/**
 * How far a touch target must reach past a box on each side to be at least `minPx` square
 * (WCAG 2.5.8 asks for 24 CSS pixels). A small checkbox on a phone is a few pixels wide; its
 * target grows, the drawn box does not.
 */
export function touchOutset(box: Box, minPx = 24): { x: number; y: number } {
  return { x: Math.max(0, (minPx - box.w) / 2), y: Math.max(0, (minPx - box.h) / 2) };
}

/** Text inside a field box: most of its height, readable at any zoom, never taller than the box. */
export function fieldTextSizePx(boxHeightPx: number): number {
  return Math.max(6, Math.min(boxHeightPx * 0.7, 48));
}

/**
 * A one-line text's size that fits its box: the box's text size, made smaller when the text
 * would run past the box's width. `emPerChar` is the font's average advance (about 0.55 for
 * sans-serif text, 0.45 for the script font of typed signatures).
 */
export function fitTextSizePx(text: string, box: Pick<Box, "w" | "h">, emPerChar = 0.55): number {
  const byHeight = fieldTextSizePx(box.h);
  const characters = Math.max(1, [...text].length);
  return Math.max(4, Math.min(byHeight, (box.w * 0.94) / (characters * emPerChar)));
}
