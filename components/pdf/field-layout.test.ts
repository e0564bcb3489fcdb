import { describe, expect, it } from "vitest";
import { fieldBoxPx, fitTextSizePx, pageLayout, renderedPageWidth, touchOutset, ZOOM_LEVELS } from "./field-layout";

const A4 = { width: 595.28, height: 841.89 };
const LETTER = { width: 612, height: 792 };
// hello_world_rotated.pdf: a 612x792 page with /Rotate 90, whose size the API gives as displayed.
const LETTER_ROTATED = { width: 792, height: 612 };
const SIGNATURE = { x: 72, y: 700, w: 180, h: 50 };

describe("placing a field on a rendered page (points to pixels)", () => {
  it.each([
    ["A4 on a 390 px phone", A4, 374],
    ["A4 at 150% on the phone", A4, renderedPageWidth(374, 1.5)],
    ["A4 at 300% on the phone", A4, renderedPageWidth(374, 3)],
    ["Letter on a desktop", LETTER, 800],
    ["a rotated Letter page on the phone", LETTER_ROTATED, 374],
    ["a rotated Letter page at 200%", LETTER_ROTATED, 748],
  ])("%s: every edge scales by rendered width over page width", (_name, page, widthPx) => {
    const scale = widthPx / page.width;
    const box = fieldBoxPx(SIGNATURE, page, widthPx);
    expect(box.x).toBeCloseTo(72 * scale, 6);
    expect(box.y).toBeCloseTo(Math.min(700, page.height - 50) * scale, 6);
    expect(box.w).toBeCloseTo(180 * scale, 6);
    expect(box.h).toBeCloseTo(50 * scale, 6);
  });

  it("keeps a field at the same place relative to the page at every zoom", () => {
    const atFit = fieldBoxPx(SIGNATURE, A4, 374);
    for (const zoom of ZOOM_LEVELS) {
      const width = 374 * zoom;
      const box = fieldBoxPx(SIGNATURE, A4, width);
      const page = pageLayout(A4, width);
      expect(box.x / page.widthPx).toBeCloseTo(atFit.x / 374, 9);
      expect(box.y / page.heightPx).toBeCloseTo(atFit.y / pageLayout(A4, 374).heightPx, 9);
      expect(box.w / box.h).toBeCloseTo(180 / 50, 9);
    }
  });

  it("uses the page as displayed: a box at the bottom right of a rotated page ends at its bottom-right pixel", () => {
    const corner = { x: 692, y: 512, w: 100, h: 100 };
    const layout = pageLayout(LETTER_ROTATED, 500);
    const box = fieldBoxPx(corner, LETTER_ROTATED, 500);
    expect(layout.heightPx).toBeCloseTo((500 * 612) / 792, 9);
    expect(box.x + box.w).toBeCloseTo(layout.widthPx, 9);
    expect(box.y + box.h).toBeCloseTo(layout.heightPx, 9);
    // The same numbers on the unrotated page would fall off its right edge: the sizes differ.
    expect(fieldBoxPx(corner, LETTER, 500).x + fieldBoxPx(corner, LETTER, 500).w).toBeCloseTo(500, 9);
  });

  it("keeps a box that reaches past the page inside it", () => {
    const box = fieldBoxPx({ x: 550, y: 820, w: 100, h: 40 }, A4, 595.28);
    expect(box.x + box.w).toBeCloseTo(595.28, 6);
    expect(box.y + box.h).toBeCloseTo(841.89, 6);
  });

  it("gives every page its own height from its proportions, before any image exists", () => {
    expect(pageLayout(A4, 374)).toEqual({ widthPx: 374, heightPx: (374 * 841.89) / 595.28, scale: 374 / 595.28 });
    expect(pageLayout(LETTER_ROTATED, 374).heightPx).toBeLessThan(374);
  });
});

describe("zoom", () => {
  it("multiplies the available width, in whole pixels", () => {
    expect(renderedPageWidth(374, 1)).toBe(374);
    expect(renderedPageWidth(374, 1.5)).toBe(561);
    expect(renderedPageWidth(0, 2)).toBe(1);
  });
});

describe("touch targets", () => {
  it("grows a tiny checkbox's target to 24 px without moving the box", () => {
    const checkbox = fieldBoxPx({ x: 72, y: 160, w: 14, h: 14 }, A4, 374);
    const outset = touchOutset(checkbox);
    expect(checkbox.w + 2 * outset.x).toBeCloseTo(24, 9);
    expect(checkbox.h + 2 * outset.y).toBeCloseTo(24, 9);
    expect(touchOutset({ x: 0, y: 0, w: 100, h: 30 })).toEqual({ x: 0, y: 0 });
  });
});

describe("text in a box", () => {
  it("follows the box's height and shrinks a long value to the box's width", () => {
    expect(fitTextSizePx("Zoë", { w: 200, h: 20 })).toBeCloseTo(14, 9);
    const long = "Zoë Łódź, Kurfürstendamm 21, 10719 Berlin";
    const size = fitTextSizePx(long, { w: 120, h: 20 });
    expect(size).toBeLessThan(14);
    expect(size * long.length * 0.55).toBeLessThanOrEqual(120);
  });
});
