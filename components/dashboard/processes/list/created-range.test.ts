import { describe, expect, it } from "vitest";
import { dayEndIso, dayStartIso } from "./created-range";

describe("the created-date filter", () => {
  it("covers whole days in the reader's time zone", () => {
    expect(dayStartIso("2030-03-04")).toBe(new Date(2030, 2, 4, 0, 0, 0, 0).toISOString());
    expect(dayEndIso("2030-03-04")).toBe(new Date(2030, 2, 4, 23, 59, 59, 999).toISOString());
  });

  it("ignores an empty or broken day", () => {
    expect(dayStartIso("")).toBeUndefined();
    expect(dayEndIso("2030-xx-01")).toBeUndefined();
  });
});
