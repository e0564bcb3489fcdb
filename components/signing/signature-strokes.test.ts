import { describe, expect, it } from "vitest";
import { exportScale, inkBounds, tracePath } from "./signature-strokes";

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

  it("traces a stroke through the midpoints of its samples, and a tap as a dot", () => {
    const calls: string[] = [];
    const context = {
      moveTo: (x: number, y: number) => calls.push(`M${x},${y}`),
      lineTo: (x: number, y: number) => calls.push(`L${x},${y}`),
      quadraticCurveTo: (cx: number, cy: number, x: number, y: number) => calls.push(`Q${cx},${cy} ${x},${y}`),
      arc: (x: number, y: number, r: number) => calls.push(`A${x},${y},${r}`),
    };
    tracePath(context, [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }], 3);
    expect(calls).toEqual(["M0,0", "Q0,0 5,0", "Q10,0 10,5", "L10,10"]);
    calls.length = 0;
    tracePath(context, [{ x: 5, y: 5 }], 3);
    expect(calls).toEqual(["M5,5", "A5,5,1.5"]);
  });
});
