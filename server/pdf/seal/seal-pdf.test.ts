import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { corpusFile } from "@/tests/fixtures/corpus";
import { makePdf } from "@/tests/support/pdfs";
import { renderCompletionCertificate } from "../certificate/render-certificate";
import { stampDocument, stampIntoDocument } from "../stamp/stamp-document";
import { pdfSignatures, pdfText, qpdfCheck } from "../stamp/testing/poppler";
import { OID } from "./oids";
import { SealError, sealPdf } from "./seal-pdf";
import { signatureContents, signerInfo, timestampImprint } from "./testing/cms-reader";
import { startFakeTsa } from "./testing/fake-tsa";
import { testSealCertificate } from "./testing/test-certificate";
import { TimestampError } from "./timestamp-client";

/** What poppler must say about a good seal; pdfsig exits 0 even when a signature is broken. */
function expectOneValidSealOverTheWholeFile(pdf: Uint8Array, commonName = "Signet test seal") {
  const report = pdfSignatures(pdf);
  expect(report.match(/^Signature #\d+:/gm)).toHaveLength(1);
  expect(report).toContain(`Signer Certificate Common Name: ${commonName}`);
  expect(report).toContain("Signature Type: ETSI.CAdES.detached");
  expect(report).toContain("Signing Hash Algorithm: SHA-256");
  expect(report).toContain("Total document signed");
  expect(report).toContain("Signature Validation: Signature is Valid.");
}

const sealOptions = {
  reason: "Signed with Signet: Mietvertrag (final",
  signerName: "Zoë Łódź 東京 GmbH",
  location: "Köln",
};

describe("sealPdf", () => {
  let certificate: { p12: Buffer; password: string };
  let stamped: Uint8Array;
  beforeAll(async () => {
    certificate = await testSealCertificate();
    stamped = await stampDocument(corpusFile("signed_verified.pdf"), {
      fields: [{ type: "TEXT", page: 0, x: 72, y: 150, w: 200, h: 20, value: "Zoë Łódź 東京" }],
    });
  });

  it("seals a stamped document once, over the whole file, with 32 KiB reserved for the signature", async () => {
    const sealed = await sealPdf(stamped, { certificate, ...sealOptions });
    expectOneValidSealOverTheWholeFile(sealed);
    expect(qpdfCheck(sealed).status).toBe(0);

    const { reservedBytes, cms } = await signatureContents(sealed);
    expect(reservedBytes).toBeGreaterThanOrEqual(32 * 1024);
    const info = signerInfo(cms);
    expect(info.signedAttributeTypes.sort()).toEqual(
      [OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort(),
    );
    expect(info.unsignedAttributes.size).toBe(0);
  });

  it("seals a document stamped with shaped Arabic, Hebrew, Thai and Hindi values, which still read as typed", async () => {
    const values = ["محمد بن سلمان", "דוד לוי", "สมชาย ใจดี", "राजेश कुमार"];
    for (const value of values) {
      const shaped = await stampDocument(corpusFile("signed_verified.pdf"), { fields: [{ type: "TEXT", page: 0, x: 72, y: 150, w: 200, h: 20, value }] });
      const sealed = await sealPdf(shaped, { certificate, ...sealOptions });
      expectOneValidSealOverTheWholeFile(sealed);
      expect(pdfText(sealed).replace(/[\u202A-\u202E]/g, "")).toContain(value);
    }
  });

  it("seals a document straight from stamping, without writing and parsing it in between", async () => {
    const doc = await stampIntoDocument(corpusFile("signed_verified.pdf"), {
      fields: [{ type: "TEXT", page: 0, x: 72, y: 150, w: 200, h: 20, value: "Zoë Łódź 東京" }],
    });
    const load = vi.spyOn(PDFDocument, "load");
    try {
      const sealed = await sealPdf(doc, { certificate, ...sealOptions });
      expectOneValidSealOverTheWholeFile(sealed);
      expect(qpdfCheck(sealed).status).toBe(0);
      // The one parse left is the check of the sealed result.
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      load.mockRestore();
    }
  });

  it("refuses a stamped document that still carries a signature, whether given as bytes or as a document", async () => {
    const signed = await PDFDocument.load(await sealPdf(await makePdf(), { certificate, ...sealOptions }));
    await expect(sealPdf(signed, { certificate, ...sealOptions })).rejects.toThrow(SealError);
  });

  it("seals a completion certificate", async () => {
    const certificatePdf = await renderCompletionCertificate({
      process: {
        id: "p-1",
        subject: "Contract",
        organizationName: "Acme",
        createdAt: new Date(),
        completedAt: new Date(),
        language: "en",
      },
      sourceSha256: "1".repeat(64),
      finalSha256: "2".repeat(64),
      signers: [],
      auditEvents: [],
      chain: { valid: true, length: 0, headHash: null },
    });
    const sealed = await sealPdf(certificatePdf, { certificate, ...sealOptions });
    expectOneValidSealOverTheWholeFile(sealed);
    expect(qpdfCheck(sealed).status).toBe(0);
  });

  it("adds an RFC 3161 timestamp over the signature value, then a document time-stamp, when a TSA is configured", async () => {
    const tsa = await startFakeTsa("grant");
    try {
      const sealed = await sealPdf(await makePdf(2), { certificate, ...sealOptions, tsaUrl: tsa.url });
      // The seal, then validation data and a document time-stamp over the whole file (B-LTA;
      // long-term-validation.test.ts checks them against a real CA).
      const [seal, documentTimestamp, ...more] = pdfSignatures(sealed).split(/^Signature #\d+:$/m).slice(1);
      expect(more).toEqual([]);
      expect(seal).toContain("Signature Validation: Signature is Valid.");
      expect(seal).toContain("Not total document signed");
      expect(documentTimestamp).toContain("Signer Certificate Common Name: Signet test TSA");
      expect(documentTimestamp).toContain("Total document signed");
      expect(qpdfCheck(sealed).status).toBe(0);
      expect(tsa.requests).toHaveLength(2);

      const info = signerInfo((await signatureContents(sealed)).cms);
      const [token] = info.unsignedAttributes.get(OID.signatureTimeStampToken) ?? [];
      expect(token).toBeDefined();
      const expected = createHash("sha256").update(info.signatureValue).digest();
      expect(Buffer.from(timestampImprint(token!)).equals(expected)).toBe(true);
    } finally {
      await tsa.close();
    }
  });

  it.each(["http-500", "garbage"] as const)(
    "refuses to seal without the timestamp when the TSA answers %s",
    async (behaviour) => {
      const tsa = await startFakeTsa(behaviour);
      try {
        await expect(sealPdf(await makePdf(), { certificate, ...sealOptions, tsaUrl: tsa.url })).rejects.toThrow(
          TimestampError,
        );
      } finally {
        await tsa.close();
      }
    },
  );

  it("refuses a PDF that is already signed, since rewriting it would break that signature", async () => {
    const sealed = await sealPdf(await makePdf(), { certificate, ...sealOptions });
    await expect(sealPdf(sealed, { certificate, ...sealOptions })).rejects.toThrow(SealError);
  });
});
