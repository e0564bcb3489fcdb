import { describe, expect, it } from "vitest";
import { z } from "zod";
import { offsetOf, paginationSchema, queryArray } from "./pagination";

describe("pagination", () => {
  it("defaults to the first page of 20", () => {
    expect(paginationSchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it("reads numbers given as query strings", () => {
    expect(paginationSchema.parse({ page: "3", pageSize: "100" })).toEqual({ page: 3, pageSize: 100 });
  });

  it.each([["0"], ["101"], ["abc"], ["1.5"], ["-1"]])("refuses pageSize %s", (pageSize) => {
    expect(paginationSchema.safeParse({ pageSize }).success).toBe(false);
  });

  it("turns page and pageSize into an offset", () => {
    expect(offsetOf({ page: 3, pageSize: 20 })).toBe(40);
  });
});

describe("array query parameters", () => {
  const schema = z.object({ tagIds: queryArray(z.string()).optional() });

  it("accepts repeated keys and comma-separated values alike", () => {
    expect(schema.parse({ tagIds: ["a", "b"] })).toEqual({ tagIds: ["a", "b"] });
    expect(schema.parse({ tagIds: "a,b" })).toEqual({ tagIds: ["a", "b"] });
    expect(schema.parse({ tagIds: ["a,b", "c"] })).toEqual({ tagIds: ["a", "b", "c"] });
  });

  it("drops empty entries and leaves an absent parameter absent", () => {
    expect(schema.parse({ tagIds: "a,,b," })).toEqual({ tagIds: ["a", "b"] });
    expect(schema.parse({})).toEqual({});
  });
});
