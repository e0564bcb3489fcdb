import { describe, expect, it } from "vitest";
import { exportScale, fitToPad, inkBounds } from "./signature-strokes";

describe("a drawn signature", () => {
  it("is cut to its ink, with a margin", () => {
    const strokes = [
      [{ x: 40, y: 60 }, { x: 90, y: 30 }],
      [{ x: 120, y: 80 }],
    ];
    expect(inkBounds(strokes, 4)).toEqual({ x: 36, y: 26, w: 88, h: 58 });
    expect(inkBounds([], 4)).toBeNull();
    expect(inkBounds([[]], 4)).toBeNull();
  });

  it("exports sharp but never larger than the limit on its longer side", () => {
    expect(exportScale({ x: 0, y: 0, w: 300, h: 100 })).toBe(2);
    expect(exportScale({ x: 0, y: 0, w: 1500, h: 200 }) * 1500).toBeCloseTo(1200, 9);
  });
});

describe("a signature on a pad that changes size", () => {
  const strokes = [
    [{ x: 20, y: 40, time: 1 }, { x: 300, y: 100, time: 2 }],
    [{ x: 150, y: 120, time: 3 }],
  ];

  it("stays as drawn while all its ink still fits", () => {
    expect(fitToPad(strokes, { w: 600, h: 144 })).toEqual(strokes);
    expect(fitToPad(strokes, { w: 302, h: 122 }, 2)).toEqual(strokes);
  });

  it("shrinks evenly towards the corner when the pad gets too narrow, keeping what else a point holds", () => {
    const fitted = fitToPad(strokes, { w: 150, h: 144 });
    expect(fitted[0]).toEqual([
      { x: 10, y: 20, time: 1 },
      { x: 150, y: 50, time: 2 },
    ]);
    expect(fitted[1]).toEqual([{ x: 75, y: 60, time: 3 }]);
  });

  it("fits the height too, with room for the line", () => {
    const fitted = fitToPad(strokes, { w: 600, h: 62 }, 2);
    expect(Math.max(...fitted.flat().map((point) => point.y)) + 2).toBeCloseTo(62, 9);
  });

  it("leaves an empty pad empty", () => {
    expect(fitToPad([], { w: 10, h: 10 })).toEqual([]);
  });
});
