import { describe, expect, it } from "vitest";
import type { Box } from "@/lib/pdf-geometry";
import { buttonPlacement } from "./button-placement";

const A4 = { width: 595, height: 842 };
const SIGNATURE = { w: 180, h: 54 };

const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (box: Box, page: { width: number; height: number }) =>
  box.x >= 0 && box.y >= 0 && box.x + box.w <= page.width && box.y + box.h <= page.height;

describe("where a field added by a button goes", () => {
  it("puts the first one an inch from the top-left corner", () => {
    expect(buttonPlacement(undefined, SIGNATURE, A4)).toEqual({ x: 72, y: 72, ...SIGNATURE });
  });

  it("puts the next one below the last, with a gap, in the same column", () => {
    const last = { x: 100, y: 300, w: 160, h: 24 };
    expect(buttonPlacement(last, SIGNATURE, A4)).toEqual({ x: 100, y: 336, ...SIGNATURE });
  });

  it("starts a new column at the top when the page's bottom is reached", () => {
    const last = { x: 72, y: 700, w: 180, h: 54 };
    expect(buttonPlacement(last, SIGNATURE, A4)).toEqual({ x: 264, y: 72, ...SIGNATURE });
  });

  it("goes back to the top-left corner when the columns reach the right edge", () => {
    const last = { x: 400, y: 700, w: 180, h: 54 };
    expect(buttonPlacement(last, SIGNATURE, A4)).toEqual({ x: 72, y: 72, ...SIGNATURE });
  });

  it("never covers the last field and stays inside the page, however many are added", () => {
    let last: Box | undefined;
    for (let added = 0; added < 200; added++) {
      const size = added % 3 === 0 ? SIGNATURE : { w: 160, h: 24 };
      const box = buttonPlacement(last, size, A4);
      expect(inside(box, A4)).toBe(true);
      if (last) expect(overlap(box, last)).toBe(false);
      last = box;
    }
  });

  it("keeps a field inside a page smaller than the margins, clear of the last one when there is room", () => {
    const small = { width: 200, height: 120 };
    const first = buttonPlacement(undefined, SIGNATURE, small);
    expect(inside(first, small)).toBe(true);
    const second = buttonPlacement(first, { w: 18, h: 18 }, small);
    expect(inside(second, small)).toBe(true);
    expect(overlap(second, first)).toBe(false);
  });

  it("moves a wide field left to keep it inside the page below a field near the right edge", () => {
    const last = { x: 500, y: 100, w: 18, h: 18 };
    const box = buttonPlacement(last, SIGNATURE, A4);
    expect(box.y).toBe(130);
    expect(box.x + box.w).toBeLessThanOrEqual(A4.width - 72);
  });
});
