/**
 * Test helper: PKCS#12 seals made the way an organization gets them, by `openssl` (RSA or
 * ECDSA P-256, issued by a CA made on the spot and carrying it as the chain), and odd ones that
 * openssl would not write, made with node-forge (a key beside another key's certificate, an
 * expired certificate, one whose key usage only signs certificates).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";

export interface TestSeal {
  p12: Buffer;
  password: string;
}

const openssl = (cwd: string, ...args: string[]) => execFileSync("openssl", args, { cwd, stdio: ["ignore", "pipe", "pipe"] });

const newKey = (cwd: string, keyType: "rsa" | "ec", file: string, curve = "P-256") =>
  openssl(cwd, "genpkey", ...(keyType === "rsa" ? ["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"] : ["-algorithm", "EC", "-pkeyopt", `ec_paramgen_curve:${curve}`]), "-out", file);

/** A seal issued by a throwaway CA ("<commonName> CA"), the CA in the PKCS#12 as its chain. */
export function opensslSeal(options: { keyType: "rsa" | "ec"; commonName: string; password?: string; days?: number; curve?: "P-256" | "P-384" }): TestSeal {
  const password = options.password ?? `pw-${randomBytes(4).toString("hex")}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-seal-"));
  try {
    const days = String(options.days ?? 365);
    newKey(dir, options.keyType, "ca.key");
    openssl(dir, "req", "-x509", "-new", "-key", "ca.key", "-out", "ca.pem", "-subj", `/CN=${options.commonName} CA`, "-days", days, "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign");
    newKey(dir, options.keyType, "leaf.key", options.curve);
    openssl(dir, "req", "-new", "-key", "leaf.key", "-out", "leaf.csr", "-subj", `/CN=${options.commonName}/O=Signet tests`);
    fs.writeFileSync(path.join(dir, "leaf.ext"), "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\n");
    openssl(dir, "x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-days", days, "-extfile", "leaf.ext", "-out", "leaf.pem");
    openssl(dir, "pkcs12", "-export", "-inkey", "leaf.key", "-in", "leaf.pem", "-certfile", "ca.pem", "-name", options.commonName, "-passout", `pass:${password}`, "-out", "seal.p12");
    return { p12: fs.readFileSync(path.join(dir, "seal.p12")), password };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A self-signed RSA seal made with node-forge, valid between the dates given, with the key usage given. */
export function forgeSeal(options: {
  commonName: string;
  notBefore?: Date;
  notAfter?: Date;
  keyUsage?: Record<string, boolean>;
  keyBits?: number;
  /** Pack another key beside the certificate. */
  mismatchedKey?: boolean;
}): TestSeal {
  const password = `pw-${randomBytes(4).toString("hex")}`;
  const keys = forge.pki.rsa.generateKeyPair({ bits: options.keyBits ?? 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = "4a" + randomBytes(8).toString("hex");
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - 60_000);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * 86_400_000);
  const name = [{ name: "commonName", value: options.commonName }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: "keyUsage", critical: true, ...(options.keyUsage ?? { digitalSignature: true, nonRepudiation: true }) }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const packed = options.mismatchedKey ? forge.pki.rsa.generateKeyPair({ bits: 2048 }).privateKey : keys.privateKey;
  const asn1 = forge.pkcs12.toPkcs12Asn1(packed, [cert], password, { algorithm: "aes256" });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"), password };
}
