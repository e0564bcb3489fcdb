import { describe, expect, it } from "vitest";
import { renditionWidthFor } from "./page-renditions";

describe("renditionWidthFor", () => {
  it("keeps the preview for a phone at fit-to-width, even at pixel ratio 3", () => {
    expect(renditionWidthFor(374, 3)).toBe(1000);
  });

  it("asks for the larger rendition once the preview would be stretched more than 15 %", () => {
    expect(renditionWidthFor(383, 3)).toBe(1000);
    expect(renditionWidthFor(384, 3)).toBe(2000);
    expect(renditionWidthFor(561, 3)).toBe(2000);
  });

  it("asks for the larger rendition on a phone at 150 % and 200 % (at ratio 2, from 200 %)", () => {
    expect(renditionWidthFor(374 * 1.5, 3)).toBe(2000);
    expect(renditionWidthFor(374 * 1.5, 2)).toBe(1000);
    expect(renditionWidthFor(374 * 2, 3)).toBe(2000);
    expect(renditionWidthFor(374 * 2, 2)).toBe(2000);
  });

  it("keeps the preview on a tablet at 100 % and on a desktop screen at ratio 1", () => {
    expect(renditionWidthFor(568, 2)).toBe(1000);
    expect(renditionWidthFor(1150, 1)).toBe(1000);
    expect(renditionWidthFor(1151, 1)).toBe(2000);
  });

  it("counts ratios above 3 as 3, and a missing or broken ratio as 1", () => {
    expect(renditionWidthFor(374, 4)).toBe(1000);
    expect(renditionWidthFor(900, 0)).toBe(1000);
    expect(renditionWidthFor(900, Number.NaN)).toBe(1000);
  });
});
