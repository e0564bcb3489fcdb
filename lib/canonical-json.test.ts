import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";

describe("canonical JSON", () => {
  it("sorts keys at every depth and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: "x" } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it("sorts by UTF-16 code unit, so upper case comes before lower case and é after z", () => {
    expect(canonicalJson({ z: 1, é: 2, Z: 3, a: 4 })).toBe('{"Z":3,"a":4,"z":1,"é":2}');
  });

  it("writes a missing value as null", () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"a":null,"b":null}');
  });

  it("writes strings and numbers as JSON.stringify does", () => {
    expect(canonicalJson({ s: 'quote " and \u2028 and ü', n: 1.5e-7, i: 10 })).toBe(
      `{"i":10,"n":${JSON.stringify(1.5e-7)},"s":${JSON.stringify('quote " and \u2028 and ü')}}`,
    );
  });

  it("refuses values JSON cannot carry", () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
  });
});
