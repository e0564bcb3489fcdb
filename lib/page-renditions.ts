/**
 * The sizes a page image exists in, and which one a reader needs. The preview (made when a PDF
 * is processed) is 1000 px wide; the zoom rendition (2000 px) is made the first time a reader
 * zooms in far enough to see the difference, so processing does not pay for it.
 */
export const PREVIEW_WIDTH_PX = 1000;
export const ZOOM_RENDITION_WIDTH_PX = 2000;
export const RENDITION_WIDTHS = [PREVIEW_WIDTH_PX, ZOOM_RENDITION_WIDTH_PX] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/**
 * How far an image may be stretched before it looks soft: 15 %. A 1000 px preview on a 390 px
 * phone at pixel ratio 3 fills 1122 device pixels, which nobody can tell from sharp; at 150 %
 * zoom it would fill 1683, which anyone can.
 */
const STRETCH_TOLERANCE = 1.15;
/** Screens denser than 3 exist, but no eye resolves more at reading distance. */
const MAX_PIXEL_RATIO = 3;

/** The rendition to draw a page `cssWidthPx` wide on a screen of `devicePixelRatio`. */
export function renditionWidthFor(cssWidthPx: number, devicePixelRatio: number): RenditionWidth {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? Math.min(devicePixelRatio, MAX_PIXEL_RATIO) : 1;
  return cssWidthPx * ratio <= PREVIEW_WIDTH_PX * STRETCH_TOLERANCE ? PREVIEW_WIDTH_PX : ZOOM_RENDITION_WIDTH_PX;
}
