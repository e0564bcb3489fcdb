/**
 * The size a document opens at (docs/signing-page.md, "Readable on a phone"). Fit to width
 * draws a Letter or A4 page on a 390 px phone at about 0.62 CSS px per point, so 11 pt body
 * text comes out near 7 px: too small to read. The reader opens at the zoom where body text is
 * at least 12 CSS px (the size below which browsers' audits call mobile text illegible) and
 * pans sideways inside the document; fit to width stays one tap away (100 %).
 */
import { ZOOM_LEVELS } from "./field-layout";

/** Body text of the documents people sign: 9 to 12 pt in the corpus (Word, LaTeX, forms), 11 pt typical. */
export const BODY_TEXT_PT = 11;
export const READABLE_TEXT_PX = 12;
/** Past this the reader pans more than they read; a page with smaller print is left to zooming in. */
export const MAX_READING_ZOOM = 2;

/** The zoom (1 = fit to width) at which body text on a page `pageWidthPt` wide is readable, in 5 % steps. */
export function readingZoom(pageWidthPt: number, availableWidthPx: number): number {
  if (!(pageWidthPt > 0 && availableWidthPx > 0)) return 1;
  const fitTextPx = (BODY_TEXT_PT * availableWidthPx) / pageWidthPt;
  const wanted = Math.ceil((READABLE_TEXT_PX / fitTextPx) * 20 - 1e-9) / 20;
  return Math.min(MAX_READING_ZOOM, Math.max(1, wanted));
}

/** The zoom steps offered: the usual ones and the reading zoom among them, in order. */
export function zoomLevelsWith(reading: number): number[] {
  return [...new Set([...ZOOM_LEVELS, reading])].sort((a, b) => a - b);
}
