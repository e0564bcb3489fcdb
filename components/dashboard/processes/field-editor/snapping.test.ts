import { describe, expect, it } from "vitest";
import { snapMove, snapResize } from "./snapping";

const PAGE = { width: 600, height: 800 };
const OTHER = { x: 100, y: 100, w: 200, h: 50 };
const options = { grid: 10, threshold: 4 };

describe("snapping a moved field", () => {
  it("lines its left edge up with another field's left edge when it comes near", () => {
    expect(snapMove({ x: 103, y: 303, w: 80, h: 20 }, [OTHER], PAGE, options)).toEqual({ x: 100, y: 300, w: 80, h: 20 });
  });

  it("catches the other field's right edge with its own right edge, and its top with the other's bottom", () => {
    // Right edge at 298 → 300 (the other's right); top at 152 → 150 (the other's bottom).
    expect(snapMove({ x: 218, y: 152, w: 80, h: 20 }, [OTHER], PAGE, options)).toMatchObject({ x: 220, y: 150 });
  });

  it("prefers the nearest line, and lines up centres too", () => {
    // Centre at 198 → the other's centre 200.
    expect(snapMove({ x: 158, y: 400, w: 80, h: 20 }, [OTHER], PAGE, options).x).toBe(160);
  });

  it("rounds to the grid when no edge is near, and does nothing without a grid", () => {
    expect(snapMove({ x: 433, y: 517, w: 80, h: 20 }, [OTHER], PAGE, options)).toMatchObject({ x: 430, y: 520 });
    expect(snapMove({ x: 433, y: 517, w: 80, h: 20 }, [OTHER], PAGE, { grid: 0, threshold: 4 })).toMatchObject({ x: 433, y: 517 });
  });

  it("catches the page's edges", () => {
    expect(snapMove({ x: 2.5, y: 777, w: 80, h: 20 }, [], PAGE, { grid: 0, threshold: 4 })).toMatchObject({ x: 0, y: 780 });
  });
});

describe("snapping a resized field", () => {
  it("keeps the corner and snaps the right and bottom edges to other fields, else to the grid", () => {
    expect(snapResize({ x: 100, y: 300, w: 198, h: 33 }, [OTHER], PAGE, options)).toEqual({ x: 100, y: 300, w: 200, h: 30 });
  });
});
