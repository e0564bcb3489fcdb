import { describe, expect, it } from "vitest";
import { selectedFigures } from "./figure-selection";

describe("BENCH_ONLY", () => {
  it("measures every figure when it is unset or blank", () => {
    expect(selectedFigures(undefined)).toBeNull();
    expect(selectedFigures(" ")).toBeNull();
  });

  it("names figures in any case, with spaces around the commas", () => {
    expect([...selectedFigures("b1, B2")!]).toEqual(["B1", "B2"]);
    expect([...selectedFigures("scale")!]).toEqual(["SCALE"]);
  });

  it("refuses a figure the report does not have, instead of measuring nothing", () => {
    expect(() => selectedFigures("B1,B9")).toThrow("not B9");
  });
});
