/**
 * Seals made with an organization's own certificate as openssl writes it: ECDSA P-256 or RSA,
 * issued by a CA carried in the PKCS#12. The seal is signed with ecdsa-with-SHA256 (or RSA),
 * carries the chain, verifies in process, and poppler's pdfsig calls it valid.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readSignedData } from "./cms-signed-data";
import { OID } from "./oids";
import { sealPdf } from "./seal-pdf";
import { openSealKey, SealCertificateError } from "./seal-key";
import { forgeSeal, opensslSeal } from "./testing/openssl-p12";
import { verifyPdf } from "../verify/verify-pdf";
import { verifySealedPdf } from "./verify-sealed-pdf";

async function onePage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText("Sealed", { x: 40, y: 150 });
  return doc.save();
}

function pdfsig(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-pdfsig-"));
  try {
    const file = path.join(dir, "sealed.pdf");
    fs.writeFileSync(file, bytes);
    return execFileSync("pdfsig", [file], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("sealing with an organization's own certificate", () => {
  it.each([
    ["ec", OID.ecdsaWithSha256],
    ["rsa", OID.sha256WithRsaEncryption],
  ] as const)("seals with a %s key from openssl and its chain: the right algorithm, and pdfsig calls it valid", async (keyType, algorithm) => {
    const seal = opensslSeal({ keyType, commonName: `Acme ${keyType} seal` });
    const key = openSealKey(seal.p12, seal.password);
    expect(key).toMatchObject({ keyType, subject: `CN=Acme ${keyType} seal, O=Signet tests`, issuer: `CN=Acme ${keyType} seal CA`, selfSigned: false });
    expect(key.certificates).toHaveLength(2);
    expect(key.keyUsage).toEqual(["digitalSignature", "nonRepudiation"]);

    const sealed = await sealPdf(await onePage(), { certificate: seal, reason: "Test", signerName: "Acme" });
    const report = await verifySealedPdf(sealed, { certificate: key.certificates[0] });
    expect(report.signerCertificate).toEqual(key.certificates[0]);

    const contents = Buffer.from(/\/Contents\s*<([0-9A-Fa-f]+)>/.exec(Buffer.from(sealed).toString("latin1"))![1]!, "hex");
    const signedData = readSignedData(new Uint8Array(trimDer(contents)));
    expect(signedData.signerInfos[0]!.signatureAlgorithm.algorithmId).toBe(algorithm);
    expect(signedData.certificates).toHaveLength(2);

    // The public verifier (POST /api/v1/verify) reads it too.
    expect(verifyPdf(sealed).seals).toEqual([expect.objectContaining({ valid: true, coversWholeFile: true, problem: null })]);

    const out = pdfsig(sealed);
    expect(out).toContain(`Signer Certificate Common Name: Acme ${keyType} seal`);
    expect(out).toContain("Signature Validation: Signature is Valid.");
  });

  it("refuses, each in its own way, a wrong password, a key beside another key's certificate and a key that cannot seal", () => {
    const seal = opensslSeal({ keyType: "ec", commonName: "Acme refusals" });
    expect(() => openSealKey(seal.p12, "not the password")).toThrow(expect.objectContaining({ problem: "wrongPassword" }));
    const mismatched = forgeSeal({ commonName: "Mismatched", mismatchedKey: true });
    expect(() => openSealKey(mismatched.p12, mismatched.password)).toThrow(expect.objectContaining({ problem: "keyMismatch" }));
    expect(() => openSealKey(Buffer.from("not a PKCS#12 file"), "x")).toThrow(SealCertificateError);
  });
});

/** The DER element at the start of the zero-padded /Contents. */
function trimDer(bytes: Buffer): Buffer {
  let length = bytes[1]!;
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let index = 0; index < count; index++) length = length * 256 + bytes[2 + index]!;
    header = 2 + count;
  }
  return bytes.subarray(0, header + length);
}
