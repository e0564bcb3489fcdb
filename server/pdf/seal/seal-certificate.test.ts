import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { X509Certificate } from "node:crypto";
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { GENERATED_SEAL_COMMON_NAME, loadSealCertificate } from "./seal-certificate";
import { openSealKey, SealCertificateError } from "./seal-key";
import { testSealCertificate } from "./testing/test-certificate";

const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "signet-seal-"));

describe("loadSealCertificate", () => {
  it("generates a self-signed seal once into DATA_DIR and reuses it", async () => {
    const dataDir = freshDataDir();
    const [first, concurrent] = await Promise.all([loadSealCertificate({ dataDir }), loadSealCertificate({ dataDir })]);
    const later = await loadSealCertificate({ dataDir });

    expect(first.source).toBe("generated");
    expect(first.subject).toBe(`CN=${GENERATED_SEAL_COMMON_NAME}`);
    expect(concurrent.fingerprintSha256).toBe(first.fingerprintSha256);
    expect(later.fingerprintSha256).toBe(first.fingerprintSha256);
    for (const file of ["seal.p12", "seal.p12.password"]) {
      expect(fs.statSync(path.join(dataDir, "seal", file)).mode & 0o777).toBe(0o600);
    }
    expect(fs.readdirSync(dataDir)).toEqual(["seal"]);

    const der = openSealKey(first.p12, first.password).certificates[0] ?? new Uint8Array();
    const x509 = new X509Certificate(der);
    expect(x509.publicKey.asymmetricKeyDetails?.modulusLength).toBe(3072);
    const years = (Date.parse(x509.validTo) - Date.parse(x509.validFrom)) / (365.25 * 24 * 3600 * 1000);
    expect(Math.round(years)).toBe(10);
    const parsed = forge.pki.certificateFromAsn1(forge.asn1.fromDer(Buffer.from(der).toString("binary")));
    expect(parsed.getExtension("keyUsage")).toMatchObject({
      digitalSignature: true,
      nonRepudiation: true,
      critical: true,
    });
  });

  it("uses the configured PKCS#12 and writes nothing", async () => {
    const dataDir = freshDataDir();
    const given = await testSealCertificate("Configured Seal GmbH");
    const loaded = await loadSealCertificate({
      p12Base64: given.p12.toString("base64"),
      p12Password: given.password,
      dataDir,
    });

    expect(loaded).toMatchObject({
      source: "configured",
      subject: "CN=Configured Seal GmbH",
      password: given.password,
    });
    expect(loaded.p12.equals(given.p12)).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("says clearly when the configured password is wrong", async () => {
    const given = await testSealCertificate();
    await expect(
      loadSealCertificate({ p12Base64: given.p12.toString("base64"), p12Password: "wrong", dataDir: freshDataDir() }),
    ).rejects.toThrow(SealCertificateError);
  });
});
