import { PDFDocument, PDFName } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@/tests/support/pdfs";
import { pdfSignatures } from "../stamp/testing/poppler";
import { OID } from "./oids";
import { openSealKey } from "./seal-key";
import { SealError, sealPdf } from "./seal-pdf";
import { startFakeTsa } from "./testing/fake-tsa";
import { seededRandom } from "./testing/hostile";
import { testSealCertificate } from "./testing/test-certificate";
import { verifySealedPdf } from "./verify-sealed-pdf";

const options = { reason: "Signed with Signet", signerName: "Signet GmbH", location: "Köln" };
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

let certificate: { p12: Buffer; password: string };
let certificateDer: Uint8Array;
let sealed: Uint8Array;
beforeAll(async () => {
  certificate = await testSealCertificate();
  certificateDer = openSealKey(certificate.p12, certificate.password).certificates[0]!;
  sealed = await sealPdf(await makePdf(2), { certificate, ...options });
});

/** Appends an incremental update that re-writes object 1 as it is, as any PDF editor might. */
function appendUpdate(pdf: Uint8Array): Uint8Array {
  const text = latin1(pdf);
  const prev = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text.slice(prev))?.[1];
  const size = /\/Size (\d+)/.exec(text.slice(prev))?.[1];
  const objectAt = pdf.length;
  const object = `${Number(size)} 0 obj\n<< /Producer (editor) >>\nendobj\n`;
  const xrefAt = objectAt + object.length;
  const update = `${object}xref\n${size} 1\n${String(objectAt).padStart(10, "0")} 00000 n\r\ntrailer\n<< /Size ${Number(size) + 1} /Root ${root} /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(pdf), Buffer.from(update, "latin1")]));
}

describe("verifySealedPdf", () => {
  it("reports a good seal: its byte range, field, signer and signed attributes", async () => {
    const report = await verifySealedPdf(sealed, { certificate: certificateDer });
    const [start, a, b, rest] = report.byteRange;
    expect(start).toBe(0);
    expect(b + rest).toBe(sealed.length);
    expect(latin1(sealed.subarray(a, a + 1))).toBe("<");
    expect(latin1(sealed.subarray(b - 1, b))).toBe(">");
    expect(report.fieldName).toBe("Signet seal");
    expect(Buffer.from(report.signerCertificate).equals(Buffer.from(certificateDer))).toBe(true);
    expect(report.signedAttributeTypes.sort()).toEqual([OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort());
    expect(report.timestampTokens).toHaveLength(0);
    expect(report.reservedBytes).toBeGreaterThanOrEqual(32 * 1024);
  });

  it("checks a timestamp when one is there, and requires one when asked", async () => {
    await expect(verifySealedPdf(sealed, { requireTimestamp: true })).rejects.toThrow(/no timestamp/);
    const tsa = await startFakeTsa("grant");
    try {
      const stamped = await sealPdf(await makePdf(), { certificate, ...options, tsaUrl: tsa.url });
      const report = await verifySealedPdf(stamped, { requireTimestamp: true });
      expect(report.timestampTokens).toHaveLength(1);
    } finally {
      await tsa.close();
    }
  });

  it("rejects a seal made with another certificate than the one expected", async () => {
    const other = await testSealCertificate("Someone else");
    const otherDer = openSealKey(other.p12, other.password).certificates[0]!;
    await expect(verifySealedPdf(sealed, { certificate: otherDer })).rejects.toThrow(/another certificate/);
  });

  it("rejects a file changed after sealing by an incremental update", async () => {
    const updated = appendUpdate(sealed);
    expect(pdfSignatures(updated)).not.toContain("Total document signed");
    await expect(verifySealedPdf(updated)).rejects.toThrow(SealError);
  });

  it("rejects trailing bytes, truncation and garbage", async () => {
    await expect(verifySealedPdf(new Uint8Array(Buffer.concat([Buffer.from(sealed), Buffer.from("% more\n")])))).rejects.toThrow(
      SealError,
    );
    await expect(verifySealedPdf(sealed.subarray(0, sealed.length - 10))).rejects.toThrow(SealError);
    await expect(verifySealedPdf(Buffer.from("%PDF-1.7\nnot really\n%%EOF\n"))).rejects.toThrow(SealError);
    await expect(verifySealedPdf(await makePdf())).rejects.toThrow(SealError);
  });

  it("rejects changes inside the /Contents hole: in the signature, and in its zero padding", async () => {
    const { byteRange } = await verifySealedPdf(sealed);
    const a = byteRange[1];
    const random = seededRandom(99);
    for (const [at, label] of [
      [a + 1 + 600 + Math.floor(random() * 200), "signature"],
      [byteRange[2] - 40, "padding"],
    ] as const) {
      const copy = new Uint8Array(sealed);
      copy[at] = copy[at] === 0x30 ? 0x31 : 0x30;
      await expect(verifySealedPdf(copy), label).rejects.toThrow(SealError);
    }
  });

  it("refuses to seal a document that hides a second signature dictionary or field outside its form", async () => {
    const doc = await PDFDocument.load(await makePdf());
    const page = doc.getPage(0);
    page.node.set(PDFName.of("Hidden"), doc.context.obj({ Type: "Sig", Filter: "Adobe.PPKLite", Contents: "<00>" }));
    await expect(sealPdf(await doc.save(), { certificate, ...options })).rejects.toThrow(SealError);

    const withWidget = await PDFDocument.load(await makePdf());
    const widget = withWidget.context.register(
      withWidget.context.obj({ Type: "Annot", Subtype: "Widget", FT: "Sig", Rect: [0, 0, 10, 10], T: "Stray" }),
    );
    withWidget.getPage(0).node.addAnnot(widget);
    await expect(sealPdf(await withWidget.save(), { certificate, ...options })).rejects.toThrow(/another signature field/);
  });
});
