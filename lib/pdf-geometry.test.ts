import { describe, expect, it } from "vitest";
import { clampToPage, heightForWidth, pixelsToPoints, pointsToPixels, roundBox, scaleFor } from "./pdf-geometry";

const A4 = { width: 595.28, height: 841.89 };
const LETTER_LANDSCAPE = { width: 792, height: 612 }; // a Letter page with /Rotate 90, as displayed

describe("mapping field boxes between PDF points and pixels", () => {
  it.each([
    ["A4 at 100%", A4, 595.28],
    ["A4 on a phone (358 px wide)", A4, 358],
    ["A4 zoomed to 200%", A4, 1190.56],
    ["a rotated Letter page at 150%", LETTER_LANDSCAPE, 1188],
  ])("%s: points to pixels and back is the identity", (_name, page, widthPx) => {
    const scale = scaleFor(page, widthPx);
    const box = { x: 72, y: 100.5, w: 180, h: 50 };
    const pixels = pointsToPixels(box, scale);
    expect(pixels.x).toBeCloseTo(72 * (widthPx / page.width));
    const back = pixelsToPoints(pixels, scale);
    expect(roundBox(back)).toEqual(box);
  });

  it("maps the bottom-right corner of a page to the bottom-right pixel", () => {
    const scale = scaleFor(LETTER_LANDSCAPE, 396);
    const corner = pointsToPixels({ x: 692, y: 512, w: 100, h: 100 }, scale);
    expect(corner.x + corner.w).toBeCloseTo(396);
    expect(corner.y + corner.h).toBeCloseTo(heightForWidth(LETTER_LANDSCAPE, 396));
  });

  it("keeps the top-left origin with y growing downwards", () => {
    const pixels = pointsToPixels({ x: 0, y: 0, w: 10, h: 10 }, scaleFor(A4, 1000));
    expect(pixels.x).toBe(0);
    expect(pixels.y).toBe(0);
  });

  it("reserves a page's height from its width before the image loads", () => {
    expect(heightForWidth(A4, 595.28)).toBeCloseTo(841.89);
    expect(heightForWidth(LETTER_LANDSCAPE, 792)).toBeCloseTo(612);
  });
});

describe("keeping boxes on the page", () => {
  it("moves a box that sticks out back inside", () => {
    expect(clampToPage({ x: 580, y: -5, w: 50, h: 20 }, A4)).toEqual({ x: 545.28, y: 0, w: 50, h: 20 });
  });

  it("shrinks a box larger than the page", () => {
    expect(clampToPage({ x: 0, y: 0, w: 1000, h: 2000 }, A4)).toEqual({ x: 0, y: 0, w: 595.28, h: 841.89 });
  });
});
