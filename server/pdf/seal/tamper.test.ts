/**
 * One flipped byte anywhere the seal covers must make the seal fail: in-process for 1,000
 * positions spread over both signed ranges (seeded, so a failure can be replayed), and in
 * poppler's eyes for a sample of 20 of them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makePdf } from "@/tests/support/pdfs";
import { stampDocument } from "../stamp/stamp-document";
import { pdfSignatures } from "../stamp/testing/poppler";
import { SealError, sealPdf } from "./seal-pdf";
import { HOSTILE_STRINGS, hostilePng, seededRandom } from "./testing/hostile";
import { testSealCertificate } from "./testing/test-certificate";
import { verifySealedPdf } from "./verify-sealed-pdf";

const FLIPS = 1000;
const POPPLER_SAMPLE = 20;

let sealed: Uint8Array;
let byteRange: [number, number, number, number];
beforeAll(async () => {
  const certificate = await testSealCertificate();
  const stamped = await stampDocument(await makePdf(1), {
    fields: [
      { type: "TEXT", page: 0, x: 72, y: 200, w: 300, h: 20, value: "Zoë Łódź 東京" },
      { type: "SIGNATURE", page: 0, x: 72, y: 100, w: 200, h: 60, signature: { type: "DRAWN", imagePng: hostilePng([HOSTILE_STRINGS[0]]) } },
    ],
  });
  sealed = await sealPdf(stamped, { certificate, reason: "Tamper test", signerName: "Signet" });
  byteRange = (await verifySealedPdf(sealed)).byteRange;
  // pdf-lib logs each object it cannot parse; broken files are the point here.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

/** Distinct file offsets inside the covered ranges, both ends of each range included. */
function coveredPositions(count: number, seed: number): number[] {
  const [, a, b, rest] = byteRange;
  const covered = a + rest;
  const toOffset = (index: number) => (index < a ? index : b + (index - a));
  const chosen = new Set([0, a - 1, b, b + rest - 1]);
  const random = seededRandom(seed);
  while (chosen.size < count) chosen.add(toOffset(Math.floor(random() * covered)));
  return [...chosen].slice(0, count);
}

describe("a sealed PDF with one byte flipped", () => {
  it(`fails the in-process verifier at every one of ${FLIPS} covered positions`, async () => {
    const positions = coveredPositions(FLIPS, 20261124);
    const [, a, b] = byteRange;
    expect(positions.every((at) => at < a || at >= b)).toBe(true);
    const accepted: number[] = [];
    const copy = new Uint8Array(sealed);
    for (const at of positions) {
      copy[at] = copy[at]! ^ 0x01;
      try {
        await verifySealedPdf(copy);
        accepted.push(at);
      } catch (error) {
        if (!(error instanceof SealError)) throw error;
      }
      copy[at] = copy[at]! ^ 0x01;
    }
    expect(accepted).toEqual([]);
    expect(Buffer.from(copy).equals(Buffer.from(sealed))).toBe(true);
    await verifySealedPdf(copy); // the untouched file still verifies
  }, 60_000);

  it(`is never "Signature is Valid." for poppler, for a sample of ${POPPLER_SAMPLE}`, () => {
    const sample = coveredPositions(FLIPS, 20261124).filter((_, index) => index % (FLIPS / POPPLER_SAMPLE) === 0);
    expect(sample).toHaveLength(POPPLER_SAMPLE);
    expect(pdfSignatures(sealed)).toContain("Signature is Valid.");
    for (const at of sample) {
      const copy = new Uint8Array(sealed);
      copy[at] = copy[at]! ^ 0x01;
      expect(pdfSignatures(copy), `flip at ${at}`).not.toContain("Signature is Valid.");
    }
  });
});
