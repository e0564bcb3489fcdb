import { describe, expect, it } from "vitest";
import { children, decodeOid, element, oid, readElement, sequence, setOf, TAG, unsignedInteger } from "./der";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("DER", () => {
  it("encodes object identifiers and reads them back", () => {
    expect(hex(oid("1.2.840.113549.1.9.16.2.47"))).toBe("060b2a864886f70d010910022f");
    expect(decodeOid(readElement(oid("2.16.840.1.101.3.4.2.1")))).toBe("2.16.840.1.101.3.4.2.1");
  });

  it("keeps integers positive and minimal", () => {
    expect(hex(unsignedInteger(Uint8Array.of(0x80)))).toBe("02020080");
    expect(hex(unsignedInteger(Uint8Array.of(0, 0, 0x7f)))).toBe("02017f");
  });

  it("writes long lengths and finds children past them", () => {
    const big = element(TAG.octetString, new Uint8Array(300));
    expect(hex(big.subarray(0, 4))).toBe("0482012c");
    const list = readElement(sequence(big, oid("1.2.3")));
    expect(children(list).map((child) => child.tag)).toEqual([TAG.octetString, TAG.oid]);
  });

  it("sorts the members of a SET OF by their encoding", () => {
    const set = readElement(setOf(oid("1.2.3.5"), oid("1.2.3.4")));
    expect(children(set).map(decodeOid)).toEqual(["1.2.3.4", "1.2.3.5"]);
  });

  it("refuses an element that runs past its data", () => {
    expect(() => readElement(Uint8Array.of(0x30, 0x05, 0x01))).toThrow(/runs past/);
  });
});
