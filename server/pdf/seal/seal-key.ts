/**
 * Opens a PKCS#12 seal certificate: the RSA private key (as a Node KeyObject) and the
 * certificates to embed, the one matching the key first. node-forge reads the PKCS#12; the
 * certificates are re-encoded from the parsed DER, so their bytes stay as issued.
 *
 * Opening costs tens of milliseconds of pure-JavaScript key derivation, and a finalization
 * seals twice with the same certificate, so each opened key is kept for the life of the process
 * (a few certificates at most; nothing is kept for a PKCS#12 that fails to open).
 */
import { createHash, createPrivateKey, X509Certificate } from "node:crypto";
import forge from "node-forge";
import type { CmsSigningKey } from "./cms-signed-data";

export class SealCertificateError extends Error {
  override name = "SealCertificateError";
}

export interface SealKey extends CmsSigningKey {
  /** The signer certificate's subject, e.g. "CN=Signet document seal". */
  subject: string;
  fingerprintSha256: string;
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

function readSealKey(p12: Uint8Array, password: string): SealKey {
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString("binary")));
    store = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    throw new SealCertificateError(`The seal certificate (PKCS#12) could not be opened: ${(error as Error).message}`);
  }
  const keyBags = [
    ...(store.getBags({ bagType: SHROUDED_KEY_BAG })[SHROUDED_KEY_BAG] ?? []),
    ...(store.getBags({ bagType: KEY_BAG })[KEY_BAG] ?? []),
  ];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SealCertificateError("The seal certificate holds no RSA private key");

  const certBags = store.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? [];
  const signerBag = certBags.find((bag) => bag.cert && matchesKey(bag.cert, key));
  if (!signerBag?.cert) throw new SealCertificateError("The seal certificate holds no certificate for its private key");
  // Note: forge leaves certificates it cannot parse (an EC chain certificate) as bare ASN.1.
  const bagToDer = (bag: forge.pkcs12.Bag) => {
    const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
    return asn1 ? new Uint8Array(Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary")) : undefined;
  };
  const signerDer = bagToDer(signerBag) ?? new Uint8Array();
  const chain = certBags.filter((bag) => bag !== signerBag).flatMap((bag) => bagToDer(bag) ?? []);
  const x509 = new X509Certificate(signerDer);
  return {
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificates: [signerDer, ...chain],
    subject: x509.subject.replace(/\n/g, ", "),
    fingerprintSha256: x509.fingerprint256,
  };
}

function matchesKey(cert: forge.pki.Certificate, key: forge.pki.rsa.PrivateKey): boolean {
  const publicKey = cert.publicKey as Partial<forge.pki.rsa.PublicKey>;
  return Boolean(publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e));
}
