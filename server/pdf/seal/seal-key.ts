/**
 * Opens a PKCS#12 seal certificate: the private key (RSA, or ECDSA on P-256, as a Node
 * KeyObject) and the certificates to embed, the one matching the key first. node-forge reads
 * the PKCS#12 container and decrypts its bags; each key bag becomes PKCS#8 DER that Node reads
 * (forge itself understands RSA keys only and hands over an EC key's ASN.1 as it is), and the
 * certificates are re-encoded from the parsed DER, so their bytes stay as issued.
 *
 * Opening costs tens of milliseconds of pure-JavaScript key derivation, and a finalization
 * seals twice with the same certificate, so each opened key is kept for the life of the process
 * (a few certificates at most; nothing is kept for a PKCS#12 that fails to open).
 */
import { createHash, createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import * as asn1js from "asn1js";
import forge from "node-forge";
import * as pkijs from "pkijs";
import type { CmsSigningKey } from "./cms-signed-data";

/** Why a PKCS#12 does not open, for callers that answer each case in its own words. */
export type SealCertificateProblem = "unreadable" | "wrongPassword" | "noKey" | "unsupportedKey" | "keyMismatch";

export class SealCertificateError extends Error {
  override name = "SealCertificateError";
  constructor(
    message: string,
    readonly problem: SealCertificateProblem = "unreadable",
  ) {
    super(message);
  }
}

/** The key usages a seal may have (RFC 5280, 4.2.1.3), by name. */
export type KeyUsageName = "digitalSignature" | "nonRepudiation" | "keyEncipherment" | "dataEncipherment" | "keyAgreement" | "keyCertSign" | "cRLSign" | "encipherOnly" | "decipherOnly";
const KEY_USAGE_BITS: KeyUsageName[] = ["digitalSignature", "nonRepudiation", "keyEncipherment", "dataEncipherment", "keyAgreement", "keyCertSign", "cRLSign", "encipherOnly", "decipherOnly"];

export interface SealKey extends CmsSigningKey {
  /** The signer certificate's subject, e.g. "CN=Signet document seal". */
  subject: string;
  issuer: string;
  fingerprintSha256: string;
  notBefore: Date;
  notAfter: Date;
  /** Issued by its own key: readers trust it only if told to. */
  selfSigned: boolean;
  keyType: "rsa" | "ec";
  /** RSA modulus bits, or 256 for P-256. */
  keyBits: number;
  /** The key usages the certificate names; null when it has no key usage extension. */
  keyUsage: KeyUsageName[] | null;
}

// PKCS#12 bag types (RFC 7292, appendix D).
const KEY_BAG = "1.2.840.113549.1.12.10.1.1";
const SHROUDED_KEY_BAG = "1.2.840.113549.1.12.10.1.2";
const CERT_BAG = "1.2.840.113549.1.12.10.1.3";

const OPENED_KEYS_KEPT = 8;
const openedKeys = new Map<string, Readonly<SealKey>>();

export function openSealKey(p12: Uint8Array, password: string): Readonly<SealKey> {
  const cacheKey = createHash("sha256").update(p12).update("\0").update(password).digest("hex");
  const cached = openedKeys.get(cacheKey);
  if (cached) return cached;
  const key = Object.freeze(readSealKey(p12, password));
  if (openedKeys.size >= OPENED_KEYS_KEPT) openedKeys.delete(openedKeys.keys().next().value!);
  openedKeys.set(cacheKey, key);
  return key;
}

const derOf = (asn1: forge.asn1.Asn1) => new Uint8Array(Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"));

function readSealKey(p12: Uint8Array, password: string): SealKey {
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString("binary")));
    store = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    const wrongPassword = /password/i.test(message);
    throw new SealCertificateError(`The seal certificate (PKCS#12) could not be opened: ${message}`, wrongPassword ? "wrongPassword" : "unreadable");
  }
  const keyBags = [
    ...(store.getBags({ bagType: SHROUDED_KEY_BAG })[SHROUDED_KEY_BAG] ?? []),
    ...(store.getBags({ bagType: KEY_BAG })[KEY_BAG] ?? []),
  ];
  const keys = keyBags.flatMap((bag) => {
    // Note: forge parses RSA keys; any other key type stays as its PrivateKeyInfo's ASN.1.
    const pkcs8 = bag.key ? derOf(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key as forge.pki.rsa.PrivateKey))) : bag.asn1 ? derOf(bag.asn1) : undefined;
    if (!pkcs8) return [];
    try {
      return [createPrivateKey({ key: Buffer.from(pkcs8), format: "der", type: "pkcs8" })];
    } catch {
      return [];
    }
  });
  const privateKey = keys[0];
  if (!privateKey) throw new SealCertificateError("The seal certificate holds no private key", "noKey");
  const { keyType, keyBits } = describeKey(privateKey);

  const certBags = store.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? [];
  // Note: forge leaves certificates it cannot parse (an EC one) as bare ASN.1.
  const certificates = certBags.flatMap((bag) => {
    const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
    if (!asn1) return [];
    const der = derOf(asn1);
    try {
      return [{ der, x509: new X509Certificate(der) }];
    } catch {
      return [];
    }
  });
  const signer = certificates.find((certificate) => certificate.x509.checkPrivateKey(privateKey));
  if (!signer) throw new SealCertificateError("The seal certificate holds no certificate for its private key", "keyMismatch");
  const chain = certificates.filter((certificate) => certificate !== signer).map((certificate) => certificate.der);
  const { x509 } = signer;
  return {
    privateKey,
    certificates: [signer.der, ...chain],
    subject: x509.subject.replace(/\n/g, ", "),
    issuer: x509.issuer.replace(/\n/g, ", "),
    fingerprintSha256: x509.fingerprint256,
    notBefore: new Date(x509.validFrom),
    notAfter: new Date(x509.validTo),
    // Note: not checkIssued, which also wants keyCertSign in the key usage, and a seal has none.
    selfSigned: x509.subject === x509.issuer && x509.verify(x509.publicKey),
    keyType,
    keyBits,
    keyUsage: keyUsageOf(signer.der),
  };
}

function describeKey(key: KeyObject): { keyType: SealKey["keyType"]; keyBits: number } {
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === "rsa") return { keyType: "rsa", keyBits: details.modulusLength ?? 0 };
  if (key.asymmetricKeyType === "ec" && details.namedCurve === "prime256v1") return { keyType: "ec", keyBits: 256 };
  const what = key.asymmetricKeyType === "ec" ? `an EC key on ${details.namedCurve ?? "an unknown curve"}` : `a ${key.asymmetricKeyType ?? "unknown"} key`;
  throw new SealCertificateError(`The seal certificate holds ${what}; only RSA and ECDSA P-256 keys can seal`, "unsupportedKey");
}

function keyUsageOf(der: Uint8Array): KeyUsageName[] | null {
  const certificate = pkijs.Certificate.fromBER(new Uint8Array(der));
  const extension = certificate.extensions?.find((item) => item.extnID === "2.5.29.15");
  if (!extension) return null;
  const bits = extension.parsedValue instanceof asn1js.BitString ? new Uint8Array(extension.parsedValue.valueBlock.valueHexView) : new Uint8Array();
  return KEY_USAGE_BITS.filter((_, index) => ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0);
}
