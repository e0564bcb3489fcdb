/**
 * PAdES B-LT and B-LTA with a time-stamp authority (issue #31 item 3), against real servers the
 * test starts: a CA made with `openssl`, `openssl ocsp` responders, a CRL over http and
 * `openssl ts -reply` as the time-stamp authority (testing/openssl-pki.ts).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@/tests/support/pdfs";
import { pdfSignatures, qpdfCheck } from "../stamp/testing/poppler";
import { verifyPdf } from "../verify/verify-pdf";
import { RevocationError, SealError, sealPdf, TimestampError } from "./seal-pdf";
import { coveredParts } from "./signature-increment";
import { startFakeTsa } from "./testing/fake-tsa";
import { startTestPki, type TestPki } from "./testing/openssl-pki";
import { testSealCertificate } from "./testing/test-certificate";
import { timestampTokenInfo } from "./timestamp-client";
import { verifySealedPdf } from "./verify-sealed-pdf";

const sealOptions = { reason: "Signed with Signet: long-term test", signerName: "Signet Tests GmbH", location: "Köln" };
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const parse = (der: Uint8Array) => asn1js.fromBER(new Uint8Array(der)).result;

/** Every signature pdfsig reports, as its lines. */
function pdfsigBlocks(pdf: Uint8Array): string[] {
  return pdfSignatures(pdf).split(/^Signature #\d+:$/m).slice(1);
}

describe("sealing with a time-stamp authority: PAdES B-LTA", () => {
  let pki: TestPki;
  let sealed: Uint8Array;
  let tsaRequestsBefore: number;

  beforeAll(async () => {
    pki = await startTestPki();
    tsaRequestsBefore = pki.tsaRequests();
    sealed = await sealPdf(await makePdf(2), { certificate: pki.seal, ...sealOptions, tsaUrl: pki.tsaUrl });
  }, 60_000);
  afterAll(async () => {
    await pki?.close();
  });

  it("seals (B-T), then adds the chains and their revocation data in a DSS, then a document time-stamp over the whole file", async () => {
    const report = await verifySealedPdf(sealed, { certificate: pki.certificates.seal, requireTimestamp: true, requireLongTermValidation: true });
    expect(pki.tsaRequests() - tsaRequestsBefore).toBe(2); // the signature time-stamp and the document time-stamp
    const longTerm = report.longTerm!;
    expect(longTerm).not.toBeNull();

    // The DSS holds the seal's chain and the TSA's certificate, each once.
    const { root, issuing, seal, tsa } = pki.certificates;
    expect(longTerm.certificates.map(hex).sort()).toEqual([root, issuing, seal, tsa].map(hex).sort());

    // One OCSP response for the seal (from the issuing CA's delegated responder) and one for the
    // issuing CA (from the root), both successful and "good"; the TSA's CRL from the issuing CA.
    const answered = longTerm.ocspResponses.map((der) => {
      const response = new pkijs.OCSPResponse({ schema: parse(der) });
      expect(response.responseStatus.valueBlock.valueDec).toBe(0);
      const basic = new pkijs.BasicOCSPResponse({ schema: parse(new Uint8Array(response.responseBytes!.response.valueBlock.valueHexView)) });
      expect(basic.tbsResponseData.responses).toHaveLength(1);
      const [single] = basic.tbsResponseData.responses;
      expect((single!.certStatus as asn1js.BaseBlock).idBlock.tagNumber).toBe(0);
      return hex(new Uint8Array(single!.certID.serialNumber.valueBlock.valueHexView));
    });
    const serialOf = (der: Uint8Array) => hex(new Uint8Array(pkijs.Certificate.fromBER(new Uint8Array(der)).serialNumber.valueBlock.valueHexView));
    expect(answered.sort()).toEqual([serialOf(seal), serialOf(issuing)].sort());
    expect(longTerm.crls).toHaveLength(1);
    const crl = new pkijs.CertificateRevocationList({ schema: parse(longTerm.crls[0]!) });
    expect(crl.issuer.isEqual(pkijs.Certificate.fromBER(new Uint8Array(issuing)).subject)).toBe(true);

    // openssl agrees: each response verifies up to the root and says the certificate is good.
    for (const [index, der] of longTerm.ocspResponses.entries()) {
      const file = path.join(pki.dir, `dss-ocsp-${index}.der`);
      fs.writeFileSync(file, der);
      const result = spawnSync("openssl", ["ocsp", "-respin", file, "-CAfile", path.join(pki.dir, "root.pem"), "-verify_other", path.join(pki.dir, "chain.pem"), "-resp_text"], { encoding: "utf8" });
      expect(result.stderr).toContain("Response verify OK");
      expect(result.stdout).toContain("Cert Status: good");
    }

    // The document time-stamp covers every byte of the file but its own /Contents.
    const [start, a, b, rest] = longTerm.byteRange;
    expect([start, b + rest]).toEqual([0, sealed.length]);
    const info = timestampTokenInfo(longTerm.token);
    expect(hex(new Uint8Array(info.messageImprint.hashedMessage.valueBlock.valueHexView))).toBe(
      createHash("sha256").update(Buffer.concat(coveredParts(sealed, longTerm.byteRange))).digest("hex"),
    );
    // The seal's own range ends where the validation data begins.
    expect(report.byteRange[2] + report.byteRange[3]).toBeLessThan(a);
  });

  it("appends the validation data and the time-stamp as two more revisions, each trailer's /Prev naming the one before", () => {
    const text = Buffer.from(sealed).toString("latin1");
    const startxrefs = [...text.matchAll(/startxref\n(\d+)\n%%EOF/g)].map((match) => Number(match[1]));
    expect(startxrefs).toHaveLength(4); // the normalized document, the seal, the DSS, the document time-stamp
    for (const [index, offset] of startxrefs.entries()) {
      expect(text.slice(offset, offset + 4)).toBe("xref");
      const trailer = text.slice(text.indexOf("trailer", offset), text.indexOf("startxref", offset));
      const prev = /\/Prev (\d+)/.exec(trailer);
      if (index === 0) expect(prev).toBeNull();
      else expect(Number(prev![1])).toBe(startxrefs[index - 1]);
    }
  });

  it("is refused by our own check wherever a byte of it changes (a seeded sample)", async () => {
    let seed = 31;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const { byteRange } = (await verifySealedPdf(sealed)).longTerm!;
    for (let sample = 0; sample < 40; sample++) {
      const inFirst = random() < byteRange[1] / (byteRange[1] + byteRange[3]);
      const at = inFirst ? Math.floor(random() * byteRange[1]) : byteRange[2] + Math.floor(random() * byteRange[3]);
      const changed = new Uint8Array(sealed);
      changed[at] = changed[at]! ^ 0x01;
      await expect(verifySealedPdf(changed), `byte ${at}`).rejects.toThrow(SealError);
    }
  });

  it("is read by pdfsig as a valid seal followed by a document time-stamp over the whole file, and qpdf finds no error", () => {
    const [sealBlock, timestampBlock, ...more] = pdfsigBlocks(sealed);
    expect(more).toEqual([]);
    expect(sealBlock).toContain("Signature Field Name: Signet seal");
    expect(sealBlock).toContain("Signer Certificate Common Name: Signet Test Seal");
    expect(sealBlock).toContain("Signature Type: ETSI.CAdES.detached");
    expect(sealBlock).toContain("Signature Validation: Signature is Valid.");
    // Validation data and the time-stamp were added after it.
    expect(sealBlock).toContain("Not total document signed");
    // poppler 22.12 does not validate ETSI.RFC3161 time-stamps; it names the TSA and the range.
    expect(timestampBlock).toContain("Signature Field Name: Signet document time-stamp");
    expect(timestampBlock).toContain("Signer Certificate Common Name: Signet Test TSA");
    expect(timestampBlock).toContain("Total document signed");
    expect(timestampBlock).not.toContain("Signature is Invalid");
    expect(qpdfCheck(sealed).status).toBe(0);
  });

  it("is reported by the public verifier with long-term validation, the document time-stamp apart from the seals", () => {
    const checked = verifyPdf(sealed);
    expect(checked.seals).toEqual([
      expect.objectContaining({ valid: true, coversWholeFile: false, signer: "Signet Tests GmbH", longTermValidation: true, problem: null }),
    ]);
    expect(checked.seals[0]!.timestamp).toEqual({ time: expect.any(String), authority: "Signet Test TSA" });
    expect(checked.documentTimestamps).toEqual([expect.objectContaining({ valid: true, coversWholeFile: true, authority: "Signet Test TSA" })]);

    // One byte changed in the validation data: the document time-stamp no longer verifies.
    const dssAt = Buffer.from(sealed).indexOf("/DSS", verifySealedEnd(sealed));
    const changed = new Uint8Array(sealed);
    changed[dssAt + 1] = "d".charCodeAt(0);
    const rechecked = verifyPdf(changed);
    expect(rechecked.documentTimestamps[0]!.valid).toBe(false);
    expect(rechecked.seals[0]!.longTermValidation).toBe(false);

    // Bytes appended after the document time-stamp: it no longer covers the whole file.
    const appended = verifyPdf(new Uint8Array([...sealed, ...Buffer.from("\n% more\n")]));
    expect(appended.documentTimestamps).toEqual([expect.objectContaining({ valid: true, coversWholeFile: false })]);
  });

  it("is refused by our own check when the validation data or the document time-stamp is changed", async () => {
    const dssAt = Buffer.from(sealed).indexOf("/DSS", verifySealedEnd(sealed));
    const changed = new Uint8Array(sealed);
    changed[dssAt + 1] = "d".charCodeAt(0);
    await expect(verifySealedPdf(changed)).rejects.toThrow(/document time-stamp does not cover/);
    // Without the document time-stamp's revision, the file is B-T only: refused when B-LTA is required.
    const [, , b, rest] = (await verifySealedPdf(sealed)).byteRange;
    await expect(verifySealedPdf(sealed.subarray(0, b + rest), { requireLongTermValidation: true })).rejects.toThrow(/no validation data/);
  });

  it("fails, and returns no file, when the seal's OCSP responder is down", async () => {
    await pki.issuingOcsp.stop();
    try {
      const attempt = sealPdf(await makePdf(1), { certificate: pki.seal, ...sealOptions, tsaUrl: pki.tsaUrl });
      await expect(attempt).rejects.toThrow(RevocationError);
      await expect(attempt).rejects.toThrow(new RegExp(`OCSP responder at ${pki.issuingOcsp.url} could not be reached`));
    } finally {
      await pki.issuingOcsp.start();
    }
  });

  it("fails when the OCSP response is signed by a certificate the issuer did not authorize for OCSP", async () => {
    // The TSA's certificate comes from the same CA, but without id-kp-OCSPSigning.
    await pki.issuingOcsp.stop();
    await pki.issuingOcsp.startSigningWith("tsa");
    try {
      await expect(sealPdf(await makePdf(1), { certificate: pki.seal, ...sealOptions, tsaUrl: pki.tsaUrl })).rejects.toThrow(/signed by a responder its issuer did not authorize/);
    } finally {
      await pki.issuingOcsp.stop();
      await pki.issuingOcsp.start();
    }
  });

  it("fails when the CRL of the time-stamp authority's certificate cannot be fetched", async () => {
    await pki.crl.stop();
    try {
      await expect(sealPdf(await makePdf(1), { certificate: pki.seal, ...sealOptions, tsaUrl: pki.tsaUrl })).rejects.toThrow(/The CRL at .* could not be reached/);
    } finally {
      await pki.crl.start();
    }
  });

  it("fails when the seal certificate is revoked", async () => {
    const index = path.join(pki.dir, "issuing-index.txt");
    const original = fs.readFileSync(index, "utf8");
    const serial = Buffer.from(pkijs.Certificate.fromBER(new Uint8Array(pki.certificates.seal)).serialNumber.valueBlock.valueHexView).toString("hex").toUpperCase();
    const revokedAt = `${new Date().toISOString().slice(2, 19).replace(/[-T:]/g, "")}Z`;
    fs.writeFileSync(index, original.replace(new RegExp(`^V\\t(\\w+)\\t\\t${serial}\\t`, "m"), `R\t$1\t${revokedAt}\t${serial}\t`));
    // The responder reads its index when it starts.
    await pki.issuingOcsp.stop();
    await pki.issuingOcsp.start();
    try {
      await expect(sealPdf(await makePdf(1), { certificate: pki.seal, ...sealOptions, tsaUrl: pki.tsaUrl })).rejects.toThrow(/is revoked/);
    } finally {
      fs.writeFileSync(index, original);
      await pki.issuingOcsp.stop();
      await pki.issuingOcsp.start();
    }
  });
});

describe("sealing with a self-signed seal and time-stamp authority", () => {
  it("needs no revocation data and still ends with a DSS and a document time-stamp", async () => {
    const tsa = await startFakeTsa("grant");
    try {
      const sealed = await sealPdf(await makePdf(1), { certificate: await testSealCertificate(), ...sealOptions, tsaUrl: tsa.url });
      const report = await verifySealedPdf(sealed, { requireLongTermValidation: true });
      expect(report.longTerm!.certificates).toHaveLength(2); // the seal's and the TSA's
      expect(report.longTerm!.ocspResponses).toEqual([]);
      expect(report.longTerm!.crls).toEqual([]);
      expect(tsa.requests).toHaveLength(2);
    } finally {
      await tsa.close();
    }
  });

  it("fails with TimestampError, never a B-T file, when the document time-stamp cannot be had", async () => {
    const tsa = await startFakeTsa("fail-after-first");
    try {
      await expect(sealPdf(await makePdf(1), { certificate: await testSealCertificate(), ...sealOptions, tsaUrl: tsa.url })).rejects.toThrow(TimestampError);
      expect(tsa.requests).toHaveLength(2);
    } finally {
      await tsa.close();
    }
  });

  it("is not fooled by a B-T file handed to the B-LTA check", async () => {
    const sealed = await sealPdf(await makePdf(1), { certificate: await testSealCertificate(), ...sealOptions });
    await expect(verifySealedPdf(sealed, { requireLongTermValidation: true })).rejects.toThrow(SealError);
  });
});

/** Where the seal's signed range ends in a B-LTA file: the validation data comes after it. */
function verifySealedEnd(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString("latin1");
  const at = text.indexOf("/SubFilter /ETSI.CAdES.detached");
  const range = /\/ByteRange \[0 (\d+) (\d+) (\d+)\]/.exec(text.slice(at))!;
  return Number(range[2]) + Number(range[3]);
}
