import { describe, expect, it } from "vitest";
import { BODY_TEXT_PT, readingZoom, READABLE_TEXT_PX, zoomLevelsWith } from "./reading-zoom";

const LETTER_PT = 612;
const A4_PT = 595.28;
/** The document's width on a 390 px phone (the page's own margin of 8 px on each side). */
const PHONE_PX = 374;
/** Beside the signing panel on a 1024 px tablet held sideways. */
const TABLET_PX = 568;

const textPx = (pageWidthPt: number, availablePx: number, zoom: number) => (BODY_TEXT_PT * availablePx * zoom) / pageWidthPt;

describe("readingZoom", () => {
  it("opens a Letter or A4 page on a phone zoomed in until 11 pt text is at least 12 px", () => {
    expect(readingZoom(LETTER_PT, PHONE_PX)).toBe(1.8);
    expect(readingZoom(A4_PT, PHONE_PX)).toBe(1.75);
    for (const width of [LETTER_PT, A4_PT]) {
      expect(textPx(width, PHONE_PX, readingZoom(width, PHONE_PX))).toBeGreaterThanOrEqual(READABLE_TEXT_PX);
    }
  });

  it("zooms a tablet a little and a desktop screen not at all", () => {
    expect(readingZoom(LETTER_PT, TABLET_PX)).toBe(1.2);
    expect(readingZoom(LETTER_PT, 700)).toBe(1);
  });

  it("never opens past twice the width, however wide the page", () => {
    expect(readingZoom(792, PHONE_PX)).toBe(2);
    expect(readingZoom(1200, PHONE_PX)).toBe(2);
  });

  it("leaves small pages at fit to width, and sizes it cannot use too", () => {
    expect(readingZoom(249, PHONE_PX)).toBe(1);
    expect(readingZoom(0, PHONE_PX)).toBe(1);
    expect(readingZoom(LETTER_PT, 0)).toBe(1);
    expect(readingZoom(Number.NaN, PHONE_PX)).toBe(1);
  });
});

describe("zoomLevelsWith", () => {
  it("puts the reading zoom among the usual steps, once", () => {
    expect(zoomLevelsWith(1.8)).toEqual([1, 1.5, 1.8, 2, 3]);
    expect(zoomLevelsWith(2)).toEqual([1, 1.5, 2, 3]);
    expect(zoomLevelsWith(1)).toEqual([1, 1.5, 2, 3]);
  });
});
