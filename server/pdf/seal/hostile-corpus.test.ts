/**
 * Issue 9, item 1: nothing a signer, sender or uploaded PDF controls may influence where the
 * signature goes. Each document carries PDF keywords (the old @signpdf placeholder,
 * /ByteRange, /Contents <, %%EOF, endstream, startxref, xref) somewhere a searching sealer
 * would trip over them; each must come out with one valid seal over the whole file, as
 * poppler, qpdf and the in-process verifier see it, or be refused with a SealError. Never a
 * returned PDF with a broken seal.
 */
import { PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { corpusFile } from "@/tests/fixtures/corpus";
import { makePdf } from "@/tests/support/pdfs";
import { type StampField, stampDocument } from "../stamp/stamp-document";
import { SealError, sealPdf, type SealPdfOptions } from "./seal-pdf";
import { openSealKey } from "./seal-key";
import {
  containsBytes,
  expectOneValidSeal,
  HOSTILE_STRINGS,
  HOSTILE_TEXT,
  hostilePng,
  OLD_PLACEHOLDER,
  pdfWithHostileMetadata,
  pdfWithIncrementalUpdate,
  pdfWithUncompressedKeywords,
} from "./testing/hostile";
import { testSealCertificate } from "./testing/test-certificate";

let certificate: { p12: Buffer; password: string };
let sealCertificateDer: Uint8Array;
beforeAll(async () => {
  certificate = await testSealCertificate();
  sealCertificateDer = openSealKey(certificate.p12, certificate.password).certificates[0]!;
});

const plainOptions = { reason: "Signed with Signet", signerName: "Signet GmbH", location: "http://localhost:3000" };

let lastSealed: Uint8Array | undefined;

/** Seals, then either proves the seal good three ways or accepts a SealError; answers which. */
async function sealOrRefuse(pdf: Uint8Array, options: Partial<SealPdfOptions> = {}): Promise<"sealed" | "refused"> {
  lastSealed = undefined;
  let sealed: Uint8Array;
  try {
    sealed = await sealPdf(pdf, { certificate, ...plainOptions, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(SealError);
    return "refused";
  }
  await expectOneValidSeal(sealed, { certificate: sealCertificateDer });
  lastSealed = sealed;
  return "sealed";
}

const signatureField = (png: Uint8Array, page = 0): StampField => ({
  type: "SIGNATURE",
  page,
  x: 72,
  y: 120,
  w: 220,
  h: 70,
  signature: { type: "DRAWN", imagePng: png },
});

const textFields = (value: string): StampField[] => [
  { type: "TEXT", page: 0, x: 72, y: 220, w: 460, h: 20, value },
  { type: "DATE", page: 0, x: 72, y: 250, w: 460, h: 20, value },
];

describe("sealing documents that carry PDF keywords", () => {
  it.each([
    ["every keyword", HOSTILE_STRINGS],
    ["the old placeholder alone", [OLD_PLACEHOLDER]],
    ["/ByteRange and /Contents < alone", ["/ByteRange ", "/Contents <"]],
  ] as const)("a drawn signature whose raw pixels hold %s", async (_label, payloads) => {
    const stamped = await stampDocument(await makePdf(2), {
      fields: [signatureField(hostilePng(payloads)), signatureField(hostilePng(payloads, { seed: 7 }), 1)],
    });
    for (const payload of payloads) expect(containsBytes(stamped, payload), payload).toBe(true);
    expect(await sealOrRefuse(stamped)).toBe("sealed");
    for (const payload of payloads) expect(containsBytes(lastSealed!, payload), payload).toBe(true);
  });

  it("text and date field values", async () => {
    const stamped = await stampDocument(await makePdf(1), { fields: textFields(HOSTILE_TEXT) });
    expect(await sealOrRefuse(stamped)).toBe("sealed");
  });

  it("the signer name, reason, location and contact in the signature dictionary", async () => {
    const stamped = await stampDocument(await makePdf(1), { fields: textFields("Zoë Łódź 東京") });
    const outcome = await sealOrRefuse(stamped, {
      signerName: `${HOSTILE_TEXT} Zoë 東京`,
      reason: `Signed by ${HOSTILE_TEXT} ) ( \\ 😀`,
      location: HOSTILE_TEXT,
      contactInfo: `>> endobj ${HOSTILE_TEXT}`,
    });
    expect(outcome).toBe("sealed");
  });

  it("document metadata (Info: Title, Subject, Author, Keywords), stamped and sealed as given", async () => {
    const source = await pdfWithHostileMetadata();
    expect(containsBytes(source, OLD_PLACEHOLDER)).toBe(true);
    const stamped = await stampDocument(source, { fields: textFields("value") });
    expect(await sealOrRefuse(stamped)).toBe("sealed");
    expect(await sealOrRefuse(source)).toBe("sealed");
    expect(containsBytes(lastSealed!, OLD_PLACEHOLDER)).toBe(true);
  });

  it("an uncompressed content stream holding the keywords as text and comments", async () => {
    const source = await pdfWithUncompressedKeywords();
    for (const keyword of HOSTILE_STRINGS) expect(containsBytes(source, keyword), keyword).toBe(true);
    const stamped = await stampDocument(source, { fields: [signatureField(hostilePng([OLD_PLACEHOLDER]))] });
    expect(containsBytes(stamped, `% ${OLD_PLACEHOLDER}`)).toBe(true);
    expect(await sealOrRefuse(stamped)).toBe("sealed");
    expect(await sealOrRefuse(source)).toBe("sealed");
  });

  it("an upload saved with object streams", async () => {
    const source = await pdfWithUncompressedKeywords({ useObjectStreams: true });
    const stamped = await stampDocument(source, { fields: textFields(HOSTILE_TEXT) });
    expect(await sealOrRefuse(stamped)).toBe("sealed");
    expect(await sealOrRefuse(source)).toBe("sealed");
  });

  it("an upload with an incremental update of its own", async () => {
    const source = await pdfWithIncrementalUpdate();
    expect(Buffer.from(source).toString("latin1").match(/%%EOF/g)?.length).toBeGreaterThanOrEqual(2);
    const stamped = await stampDocument(source, { fields: [signatureField(hostilePng(HOSTILE_STRINGS))] });
    expect(await sealOrRefuse(stamped)).toBe("sealed");
    expect(await sealOrRefuse(source)).toBe("sealed");
  });

  it("an upload that is already signed (flattened by stamping), with hostile pixels on top", async () => {
    const stamped = await stampDocument(corpusFile("signed_verified.pdf"), {
      fields: [signatureField(hostilePng(HOSTILE_STRINGS)), ...textFields(HOSTILE_TEXT)],
    });
    expect(await sealOrRefuse(stamped, { signerName: HOSTILE_TEXT })).toBe("sealed");
    // Unstamped, it still carries its signature: refused, never sealed over.
    expect(await sealOrRefuse(corpusFile("signed_verified.pdf"))).toBe("refused");
  });

  it("everything at once", async () => {
    const stamped = await stampDocument(await documentWithEverything(), {
      fields: [signatureField(hostilePng(HOSTILE_STRINGS)), ...textFields(HOSTILE_TEXT)],
    });
    const outcome = await sealOrRefuse(stamped, { signerName: HOSTILE_TEXT, reason: HOSTILE_TEXT, location: HOSTILE_TEXT });
    expect(outcome).toBe("sealed");
  });
});

/** Hostile metadata on the incrementally updated, uncompressed-stream document. */
async function documentWithEverything(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await pdfWithIncrementalUpdate(), { updateMetadata: false });
  doc.setTitle(HOSTILE_TEXT);
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of("Subject"), PDFString.of(HOSTILE_TEXT));
  return doc.save({ useObjectStreams: true });
}
