/**
 * A CMS SignedData (RFC 5652) with one RSA signer and SHA-256, as PAdES baseline signatures
 * need it (ETSI EN 319 122-1): signed attributes content-type, message-digest and ESS
 * signing-certificate-v2, no signing-time (the PDF signature dictionary's /M carries the
 * claimed time), and room for unsigned attributes computed over the signature value, such as
 * an RFC 3161 signature timestamp. node-forge's PKCS#7 writer knows neither
 * signing-certificate-v2 nor unsigned attributes, hence this small builder.
 */
import { createHash, type KeyObject, sign } from "node:crypto";
import {
  childAt,
  children,
  contextTag,
  nullValue,
  octetString,
  oid,
  readElement,
  sequence,
  setOf,
  smallInteger,
  TAG,
} from "./der";
import { OID } from "./oids";

export interface CmsSigningKey {
  privateKey: KeyObject;
  /** DER certificates, the signer's first, then its chain. */
  certificates: Uint8Array[];
}

export interface SignedDataInput {
  key: CmsSigningKey;
  contentType: string;
  content: Uint8Array;
  /** Carry the content inside the structure (a timestamp token), or sign it detached (a PDF). */
  encapsulate: boolean;
  /** Unsigned attributes (DER Attribute elements) computed from the signature value. */
  unsignedAttributes?: (signatureValue: Uint8Array) => Promise<Uint8Array[]>;
}

const sha256 = (data: Uint8Array) => new Uint8Array(createHash("sha256").update(data).digest());
const attribute = (type: string, ...values: Uint8Array[]) => sequence(oid(type), setOf(...values));
const algorithm = (type: string) => sequence(oid(type));

/** A DER SET re-tagged as [number] IMPLICIT, keeping its sorted content byte for byte. */
function implicitSet(number: number, set: Uint8Array): Uint8Array {
  const tagged = new Uint8Array(set);
  tagged[0] = 0xa0 | number;
  return tagged;
}

export async function buildSignedData(input: SignedDataInput): Promise<Uint8Array> {
  const { key } = input;
  const signerCertificate = key.certificates[0];
  if (!signerCertificate) throw new Error("A CMS signature needs the signer's certificate");
  if (key.privateKey.asymmetricKeyType !== "rsa") throw new Error("The seal key must be an RSA key");
  const { issuer, serialNumber } = issuerAndSerial(signerCertificate);

  const signedAttributes = setOf(
    attribute(OID.contentType, oid(input.contentType)),
    attribute(OID.messageDigest, octetString(sha256(input.content))),
    attribute(OID.signingCertificateV2, signingCertificateV2(signerCertificate, issuer, serialNumber)),
  );
  const signatureValue = new Uint8Array(sign("sha256", signedAttributes, key.privateKey));
  const unsigned = input.unsignedAttributes ? await input.unsignedAttributes(signatureValue) : [];

  const signerInfo = sequence(
    smallInteger(1),
    sequence(issuer, serialNumber),
    algorithm(OID.sha256),
    implicitSet(0, signedAttributes),
    sequence(oid(OID.rsaEncryption), nullValue()),
    octetString(signatureValue),
    ...(unsigned.length ? [implicitSet(1, setOf(...unsigned))] : []),
  );
  const encapsulated = sequence(
    oid(input.contentType),
    ...(input.encapsulate ? [contextTag(0, octetString(input.content))] : []),
  );
  const signedData = sequence(
    // RFC 5652 5.1: version 3 when the content is not id-data.
    smallInteger(input.contentType === OID.data ? 1 : 3),
    setOf(algorithm(OID.sha256)),
    encapsulated,
    implicitSet(0, setOf(...key.certificates)),
    setOf(signerInfo),
  );
  return sequence(oid(OID.signedData), contextTag(0, signedData));
}

/** The issuer Name and serialNumber INTEGER of a DER certificate, as their exact bytes. */
export function issuerAndSerial(certificate: Uint8Array): { issuer: Uint8Array; serialNumber: Uint8Array } {
  const tbs = childAt(readElement(certificate), 0, TAG.sequence);
  const fields = children(tbs);
  const first = fields[0]?.tag === 0xa0 ? 1 : 0; // [0] version is optional
  const serial = childAt(tbs, first, TAG.integer);
  const issuer = childAt(tbs, first + 2, TAG.sequence);
  return { issuer: issuer.bytes, serialNumber: serial.bytes };
}

function signingCertificateV2(certificate: Uint8Array, issuer: Uint8Array, serialNumber: Uint8Array): Uint8Array {
  // ESSCertIDv2 with the default hash (SHA-256) left out, and IssuerSerial naming the issuer
  // as a directoryName ([4]) GeneralName.
  const issuerSerial = sequence(sequence(contextTag(4, issuer)), serialNumber);
  return sequence(sequence(sequence(octetString(sha256(certificate)), issuerSerial)));
}
