import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { makePdf } from "@/tests/support/pdfs";
import { SealError } from "./seal-error";
import {
  appendSignatureIncrement,
  byteRangeText,
  fillSignature,
  pdfDate,
  previousStartxref,
  utf16HexString,
} from "./signature-increment";
import { HOSTILE_TEXT } from "./testing/hostile";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const input = {
  reason: HOSTILE_TEXT,
  signerName: "Zoë Łódź 東京 😀 ) ( \\",
  signingTime: new Date(Date.UTC(2026, 10, 21, 9, 5, 7)),
  contentsBytes: 1024,
  appName: "Signet",
};

async function prepare() {
  const doc = await PDFDocument.load(await makePdf(2));
  const base = await doc.save({ useObjectStreams: false });
  return { base, prepared: appendSignatureIncrement(doc, base, input) };
}

describe("the seal's incremental update", () => {
  it("writes text strings as UTF-16BE hex, so only hex digits reach the file", () => {
    const hex = utf16HexString("Zoë 東京 😀 /Contents <");
    expect(hex).toMatch(/^<FEFF[0-9A-F]*>$/);
    const units = Buffer.from(hex.slice(5, -1), "hex");
    units.swap16();
    expect(units.toString("utf16le")).toBe("Zoë 東京 😀 /Contents <");
    expect(pdfDate(input.signingTime)).toBe("D:20261121090507Z");
  });

  it("keeps the /ByteRange in a slot of fixed width", () => {
    expect(byteRangeText([0, 1, 2, 3])).toHaveLength(byteRangeText([0, 9_999_999_999, 9_999_999_999, 9_999_999_999]).length);
    expect(() => byteRangeText([0, 10_000_000_000, 1, 1])).toThrow(SealError);
  });

  it("leaves revision 1 byte for byte and knows where the hole is without searching", async () => {
    const { base, prepared } = await prepare();
    const { bytes, byteRange, hole } = prepared;
    expect(Buffer.from(bytes.subarray(0, base.length)).equals(Buffer.from(base))).toBe(true);
    expect(byteRange).toEqual([0, hole.start, hole.end, bytes.length - hole.end]);
    expect(latin1(bytes.subarray(hole.start, hole.end))).toBe(`<${"0".repeat(2 * input.contentsBytes)}>`);
    expect(latin1(bytes.subarray(hole.start - "/Contents ".length, hole.start))).toBe("/Contents ");
    const text = latin1(bytes);
    expect(text).toContain(`/ByteRange ${byteRangeText(byteRange)}\n/Contents <`);
    expect(text).not.toContain("Zoë");
  });

  it("ends with an xref section whose entries point at their objects and a trailer with /Prev", async () => {
    const { base, prepared } = await prepare();
    const text = latin1(prepared.bytes);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    const tail = /^xref\n([\s\S]*?)trailer\n([\s\S]*?)\nstartxref\n/.exec(text.slice(xrefAt));
    expect(tail).not.toBeNull();
    expect(tail![2]).toContain(`/Prev ${previousStartxref(base)}`);
    const rows = tail![1]!.split(/\r?\n/).filter(Boolean);
    let current = 0;
    let entries = 0;
    for (const row of rows) {
      const header = /^(\d+) (\d+)$/.exec(row);
      if (header) {
        current = Number(header[1]);
        continue;
      }
      const [offset, generation] = row.trim().split(" ");
      expect(text.slice(Number(offset), Number(offset) + 20)).toMatch(new RegExp(`^${current} ${Number(generation)} obj\\n`));
      expect(Number(offset)).toBeGreaterThan(base.length);
      current += 1;
      entries += 1;
    }
    expect(entries).toBe(6); // signature, appearance, widget, AcroForm, page 0, catalog
  });

  it("fills the hole with the signature and refuses one that does not fit", async () => {
    const { prepared } = await prepare();
    const filled = fillSignature(prepared, Uint8Array.of(0x30, 0x03, 0x02, 0x01, 0x05));
    expect(latin1(filled.subarray(prepared.hole.start, prepared.hole.start + 12))).toBe("<30030201050");
    expect(filled.length).toBe(prepared.bytes.length);
    expect(() => fillSignature(prepared, new Uint8Array(input.contentsBytes + 1))).toThrow(SealError);
  });
});
