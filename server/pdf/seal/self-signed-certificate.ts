/**
 * A self-signed RSA certificate with its key, packed as a PKCS#12 with node-forge: the seal
 * Signet generates for itself when no certificate is configured (and, in tests, throwaway
 * certificates such as a fake timestamp authority's).
 */
import { randomBytes } from "node:crypto";
import forge from "node-forge";

export interface SelfSignedCertificateInput {
  commonName: string;
  password: string;
  years: number;
  keyBits: 2048 | 3072;
  /** For a timestamp authority's certificate (RFC 3161 requires this usage, critical). */
  timeStamping?: boolean;
}

export async function createSelfSignedP12(input: SelfSignedCertificateInput): Promise<Buffer> {
  // Note: with a callback, forge generates the key with Node's native crypto, off the event loop.
  const keys = await new Promise<forge.pki.rsa.KeyPair>((resolve, reject) =>
    forge.pki.rsa.generateKeyPair({ bits: input.keyBits, workers: -1 }, (error, pair) =>
      error ? reject(error) : resolve(pair),
    ),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = positiveSerialNumber();
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(cert.validity.notAfter.getUTCFullYear() + input.years);
  const name = [{ name: "commonName", value: input.commonName }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    input.timeStamping
      ? { name: "keyUsage", digitalSignature: true, critical: true }
      : { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    ...(input.timeStamping ? [{ name: "extKeyUsage", timeStamping: true, critical: true }] : []),
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], input.password, {
    algorithm: "aes256",
    friendlyName: input.commonName,
    generateLocalKeyId: true,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

/** 16 random bytes, top bit clear so the INTEGER is positive, next bit set so none are lost. */
function positiveSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return bytes.toString("hex");
}
