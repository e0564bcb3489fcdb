/**
 * Checks the seals of any PDF someone hands us (API.md, "Verification"), whichever tool made
 * them, the way a PDF reader does: each signature dictionary's /ByteRange names the bytes it
 * covers, its /Contents holds a CMS SignedData (RFC 5652) whose message digest must be the hash
 * of exactly those bytes, and whose signature over the signed attributes must verify with the
 * key of the certificate it names. A document time-stamp (ETSI.RFC3161) is an RFC 3161 token
 * whose imprint is the hash of the covered bytes; it is reported apart from the seals, and a
 * seal followed by validation data (a /DSS) and a valid document time-stamp has long-term
 * validation (PAdES B-LTA).
 *
 * Unlike verify-sealed-pdf.ts (which holds our own seal to the exact shape sealPdf writes), this
 * accepts what other tools write (RSA or ECDSA, SHA-1 to SHA-512, with or without signed
 * attributes) and reports each seal instead of throwing. Whether the signer's certificate is
 * trusted is not judged here: a seal "verifies" when its bytes and signature are intact.
 *
 * Signature dictionaries are found by their /ByteRange in the file's bytes: their /Contents must
 * lie in the raw file for the byte range to leave it out, so they are never inside an object
 * stream. Runs in the PDF worker thread under a time budget (run-pdf-worker.ts).
 */
import { createHash, X509Certificate, verify as verifySignature } from "node:crypto";
import * as asn1js from "asn1js";
import { PDFArray, PDFContext, PDFDict, PDFHexString, PDFName, PDFNumber, PDFObjectParser, PDFString } from "pdf-lib";
import * as pkijs from "pkijs";

export interface VerifiedSeal {
  valid: boolean;
  coversWholeFile: boolean;
  signer: string | null;
  /** ISO 8601. */
  signedAt: string | null;
  timestamp: { time: string; authority: string | null } | null;
  longTermValidation: boolean;
  /** Why the seal does not verify, for logs and tests; null when it does. */
  problem: string | null;
}

/** A document time-stamp (ETSI.RFC3161): not a seal, but it vouches for the bytes it covers. */
export interface VerifiedDocumentTimestamp {
  valid: boolean;
  coversWholeFile: boolean;
  /** Where the covered bytes before its /Contents end: whatever lies before is time-stamped. */
  coveredUpTo: number;
  time: string | null;
  authority: string | null;
  problem: string | null;
}

export interface PdfVerification {
  documentSha256: string;
  /** The signatures, in revision order; document time-stamps are not among them. */
  seals: VerifiedSeal[];
  /** The document time-stamps, in revision order. */
  documentTimestamps: VerifiedDocumentTimestamp[];
}

/** The file is not a PDF at all (no header): the API answers 400. */
export class NotAPdfError extends Error {}

const HASH_OF_OID: Record<string, string> = {
  "1.3.14.3.2.26": "sha1",
  "2.16.840.1.101.3.4.2.1": "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
};

/** Signature algorithms that name their hash; plain rsaEncryption and id-ecPublicKey use the digest algorithm's. */
const HASH_OF_SIGNATURE_OID: Record<string, string | null> = {
  "1.2.840.113549.1.1.1": null,
  "1.2.840.113549.1.1.5": "sha1",
  "1.2.840.113549.1.1.11": "sha256",
  "1.2.840.113549.1.1.12": "sha384",
  "1.2.840.113549.1.1.13": "sha512",
  "1.2.840.10045.2.1": null,
  "1.2.840.10045.4.1": "sha1",
  "1.2.840.10045.4.3.2": "sha256",
  "1.2.840.10045.4.3.3": "sha384",
  "1.2.840.10045.4.3.4": "sha512",
};

const OID = {
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificate: "1.2.840.113549.1.9.16.2.12",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  signingTime: "1.2.840.113549.1.9.5",
  signatureTimeStampToken: "1.2.840.113549.1.9.16.2.14",
  tstInfo: "1.2.840.113549.1.9.16.1.4",
  commonName: "2.5.4.3",
  organization: "2.5.4.10",
};

class Broken extends Error {}
const broken = (reason: string): never => {
  throw new Broken(reason);
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
const hash = (algorithm: string, ...parts: Uint8Array[]) => {
  const digest = createHash(algorithm);
  for (const part of parts) digest.update(part);
  return new Uint8Array(digest.digest());
};
const sameBytes = (left: Uint8Array, right: Uint8Array) => Buffer.from(left).equals(Buffer.from(right));

export function verifyPdf(bytes: Uint8Array): PdfVerification {
  // Readers allow a little junk before the header, as the upload check does (pdf-worker.mjs).
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf("%PDF-") < 0) throw new NotAPdfError("The file is not a PDF (no %PDF- header)");
  const documentSha256 = createHash("sha256").update(bytes).digest("hex");
  const found = findSignatureDictionaries(bytes);
  const text = latin1(bytes);
  const isDocumentTimestamp = (signature: FoundSignature) =>
    signature.dict.get(PDFName.of("SubFilter")) === PDFName.of("ETSI.RFC3161") || signature.dict.get(PDFName.of("Type")) === PDFName.of("DocTimeStamp");
  const documentTimestamps = found.filter(isDocumentTimestamp).map((signature): VerifiedDocumentTimestamp => {
    const checked = checkSeal(bytes, signature);
    return {
      valid: checked.valid,
      coversWholeFile: checked.coversWholeFile,
      coveredUpTo: signature.byteRange?.[1] ?? 0,
      time: checked.timestamp?.time ?? null,
      authority: checked.timestamp?.authority ?? null,
      problem: checked.problem,
    };
  });
  const seals = found
    .filter((signature) => !isDocumentTimestamp(signature))
    .map((signature) => {
      const seal = checkSeal(bytes, signature);
      // Long-term validation (PAdES B-LTA): validation data (a /DSS with certificates or
      // revocation data) in a later revision, then a valid document time-stamp covering it.
      const end = signature.byteRange ? signature.byteRange[2] + signature.byteRange[3] : bytes.length;
      const longTermValidation =
        seal.valid &&
        documentTimestamps.some((stamp) => stamp.valid && stamp.coveredUpTo > end && holdsValidationData(text.slice(end, stamp.coveredUpTo)));
      return { ...seal, longTermValidation };
    });
  return { documentSha256, seals, documentTimestamps };
}

/**
 * Whether the bytes of the revisions after a seal add a /DSS with certificates or revocation
 * data. Read from the raw bytes, so a DSS inside a compressed object stream is not seen (such a
 * file is reported without long-term validation, never with it wrongly).
 */
function holdsValidationData(added: string): boolean {
  return /\/DSS[\0\t\n\f\r ]/.test(added) && /\/(?:Certs|OCSPs|CRLs)[\0\t\n\f\r ]*\[/.test(added);
}

interface FoundSignature {
  dict: PDFDict;
  byteRange: [number, number, number, number] | null;
}

/** Every dictionary with a /ByteRange and /Contents, in the order the byte ranges end (revision order). */
function findSignatureDictionaries(bytes: Uint8Array): FoundSignature[] {
  const text = latin1(bytes);
  const seen = new Set<string>();
  const found: FoundSignature[] = [];
  const context = PDFContext.create();
  let candidates = 0;
  for (let at = text.indexOf("/ByteRange"); at >= 0; at = text.indexOf("/ByteRange", at + 10)) {
    if (++candidates > MAX_SIGNATURE_CANDIDATES) break;
    const start = objectStartBefore(text, at);
    if (start < 0) continue;
    let object;
    try {
      object = PDFObjectParser.forBytes(bytes.subarray(start), context).parseObject();
    } catch {
      continue;
    }
    if (!(object instanceof PDFDict) || !object.has(PDFName.of("Contents"))) continue;
    const range = byteRangeOf(object);
    const key = range ? range.join(" ") : `at ${at}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ dict: object, byteRange: range });
  }
  return found.sort((left, right) => endOf(left) - endOf(right));
}

/** /ByteRange keys read per file: more than any real file has; a file made of them stops here, not at the time budget. */
const MAX_SIGNATURE_CANDIDATES = 64;
/** A signature dictionary's /Contents (hex, twice the CMS size) may come before its /ByteRange. */
const MAX_DICTIONARY_BYTES = 512 * 1024;

/** Where the body of the object around `at` starts: right after its `n g obj`, or -1. */
function objectStartBefore(text: string, at: number): number {
  const limit = Math.max(0, at - MAX_DICTIONARY_BYTES);
  for (let position = text.lastIndexOf("obj", at); position >= limit; position = text.lastIndexOf("obj", position - 1)) {
    if (text.slice(position - 3, position) === "end") return -1;
    if (/\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+$/.test(text.slice(Math.max(0, position - 24), position))) return position + 3;
  }
  return -1;
}

const endOf = (signature: FoundSignature) => (signature.byteRange ? signature.byteRange[2] + signature.byteRange[3] : 0);

function byteRangeOf(dict: PDFDict): [number, number, number, number] | null {
  const array = dict.get(PDFName.of("ByteRange"));
  const numbers = array instanceof PDFArray ? array.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN)) : [];
  if (numbers.length !== 4 || !numbers.every((value) => Number.isSafeInteger(value) && value >= 0)) return null;
  return numbers as [number, number, number, number];
}

function checkSeal(bytes: Uint8Array, { dict, byteRange }: FoundSignature): Omit<VerifiedSeal, "longTermValidation"> {
  const named = textOf(dict.get(PDFName.of("Name")));
  const claimedTime = dateOf(dict.get(PDFName.of("M")));
  const coversWholeFile = byteRange !== null && byteRange[0] === 0 && byteRange[2] + byteRange[3] === bytes.length;
  const outcome = { coversWholeFile, signer: named, signedAt: claimedTime, timestamp: null };
  try {
    if (!byteRange) return broken("the byte range is not four non-negative integers");
    const [start, a, b, rest] = byteRange;
    if (start !== 0 || !(a < b) || b + rest > bytes.length) broken("the byte range does not lie within the file around one gap");
    // The gap is exactly a hex string: the /Contents this dictionary holds, and nothing else.
    if (bytes[a] !== 0x3c || bytes[b - 1] !== 0x3e) broken("the byte range gap is not a hex string");
    const holeHex = latin1(bytes.subarray(a + 1, b - 1));
    if (!/^[0-9a-fA-F]*$/.test(holeHex) || holeHex.length % 2 !== 0) broken("the byte range gap holds something other than hex digits");
    const contents = dict.get(PDFName.of("Contents"));
    if (!(contents instanceof PDFHexString) || contents.asString() !== holeHex) broken("/Contents is not the bytes the byte range leaves out");
    const cms = withoutPadding(new Uint8Array(Buffer.from(holeHex, "hex")));
    const covered = [bytes.subarray(0, a), bytes.subarray(b, b + rest)];

    const subFilter = dict.get(PDFName.of("SubFilter"));
    if (subFilter === PDFName.of("ETSI.RFC3161")) {
      // A document time-stamp: the token's imprint is the hash of the covered bytes.
      const token = checkTimestampToken(cms);
      if (!sameBytes(token.imprint, hash(token.imprintHash, ...covered))) broken("the document time-stamp covers other bytes");
      return { ...outcome, valid: true, problem: null, signer: token.authority, signedAt: token.time, timestamp: { time: token.time, authority: token.authority } };
    }
    const signed = checkSignedData(cms, { detached: covered });
    const timestamps = signed.unsignedTokens.map((token) => {
      const checked = checkTimestampToken(token);
      if (!sameBytes(checked.imprint, hash(checked.imprintHash, signed.signatureValue))) broken("the signature time-stamp covers another signature");
      return { time: checked.time, authority: checked.authority };
    });
    return {
      ...outcome,
      valid: true,
      problem: null,
      signer: named ?? signed.signerName,
      signedAt: signed.signingTime ?? claimedTime,
      timestamp: timestamps[0] ?? null,
    };
  } catch (error) {
    const problem = error instanceof Broken ? error.message : `the signature cannot be read (${(error as Error).message})`;
    return { ...outcome, valid: false, problem };
  }
}

/** One DER element at the start of the gap, followed by zero padding only. */
function withoutPadding(hole: Uint8Array): Uint8Array {
  const lengthByte = hole[1] ?? 0;
  const lengthBytes = lengthByte & 0x80 ? lengthByte & 0x7f : 0;
  if (hole[0] !== 0x30 || lengthByte === 0x80 || lengthBytes > 4) return broken("/Contents does not hold a DER SEQUENCE");
  let length = lengthBytes ? 0 : lengthByte;
  for (let index = 0; index < lengthBytes; index++) length = length * 256 + (hole[2 + index] ?? 0);
  const end = 2 + lengthBytes + length;
  if (end > hole.length) broken("/Contents holds a truncated CMS structure");
  if (hole.subarray(end).some((byte) => byte !== 0)) broken("/Contents holds data after the CMS structure");
  return hole.subarray(0, end);
}

interface SignedDataFacts {
  signerName: string | null;
  signingTime: string | null;
  signatureValue: Uint8Array;
  unsignedTokens: Uint8Array[];
  /** The encapsulated content, when there is one (a time-stamp token's TSTInfo). */
  content: Uint8Array | null;
}

/**
 * Verifies a ContentInfo holding SignedData with one signer: the message digest over the content
 * (detached parts, or the encapsulated content), the signature with the named certificate's key.
 */
function checkSignedData(der: Uint8Array, options: { detached?: Uint8Array[] }): SignedDataFacts {
  const parsed = asn1js.fromBER(der);
  if (parsed.offset !== der.length) broken("the CMS structure is not one ASN.1 element");
  const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
  if (contentInfo.contentType !== OID.signedData) broken("the CMS structure is not SignedData");
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  if (signedData.signerInfos.length !== 1) broken(`the CMS has ${signedData.signerInfos.length} signers, not 1`);
  const signerInfo = signedData.signerInfos[0]!;
  const encapsulated = signedData.encapContentInfo.eContent;
  const content = encapsulated ? [new Uint8Array(encapsulated.getValue())] : options.detached;
  if (!content) return broken("the CMS carries no content and none was given");

  const certificate = signerCertificate(signedData, signerInfo);
  const digestHash = HASH_OF_OID[signerInfo.digestAlgorithm.algorithmId] ?? broken("the digest algorithm is not supported");
  if (!signedData.digestAlgorithms.some((algorithm) => algorithm.algorithmId === signerInfo.digestAlgorithm.algorithmId)) {
    broken("the signer's digest algorithm is not among those the structure declares");
  }
  const signatureOid = signerInfo.signatureAlgorithm.algorithmId;
  if (!(signatureOid in HASH_OF_SIGNATURE_OID)) broken(`the signature algorithm ${signatureOid} is not supported`);
  const signatureHash = HASH_OF_SIGNATURE_OID[signatureOid] ?? digestHash;
  const signatureValue = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);

  let signedBytes: Uint8Array;
  let signingTime: string | null = null;
  if (signerInfo.signedAttrs) {
    const attributes = signerInfo.signedAttrs.attributes;
    const digests = attributes.filter((attribute) => attribute.type === OID.messageDigest);
    const digest = digests.length === 1 ? digests[0]!.values[0] : undefined;
    if (!(digest instanceof asn1js.OctetString)) return broken("the message-digest attribute is missing or repeated");
    if (!sameBytes(new Uint8Array(digest.valueBlock.valueHexView), hash(digestHash, ...content))) {
      broken("the message digest is not the hash of the covered bytes");
    }
    checkEssCertificate(attributes, certificate);
    // The signed content type must be the one the structure declares (RFC 5652, 11.1).
    const contentTypes = attributes.filter((attribute) => attribute.type === OID.contentType);
    const contentType = contentTypes[0]?.values[0];
    if (contentTypes.length !== 1 || !(contentType instanceof asn1js.ObjectIdentifier) || contentType.getValue() !== signedData.encapContentInfo.eContentType) {
      broken("the content-type attribute is missing or differs from the signed content's type");
    }
    const time = attributes.find((attribute) => attribute.type === OID.signingTime)?.values[0];
    if (time instanceof asn1js.UTCTime || time instanceof asn1js.GeneralizedTime) signingTime = time.toDate().toISOString();
    // pkijs keeps the attributes' encoding with the SET tag the signature is computed over.
    signedBytes = new Uint8Array(signerInfo.signedAttrs.encodedValue);
  } else {
    signedBytes = Buffer.concat(content);
  }
  if (!verifySignature(signatureHash, signedBytes, certificate.publicKey, signatureValue)) {
    broken("the signature does not verify with the signer certificate's key");
  }
  const unsignedTokens = (signerInfo.unsignedAttrs?.attributes ?? [])
    .filter((attribute) => attribute.type === OID.signatureTimeStampToken)
    .flatMap((attribute) => attribute.values as asn1js.AsnType[])
    .map((value) => new Uint8Array(value.valueBeforeDecodeView.byteLength ? value.valueBeforeDecodeView : value.toBER()));
  return { signerName: nameOf(certificate), signingTime, signatureValue, unsignedTokens, content: encapsulated ? content[0]! : null };
}

/** The embedded certificate the signer names, by issuer and serial number or by key identifier. */
function signerCertificate(signedData: pkijs.SignedData, signerInfo: pkijs.SignerInfo): X509Certificate {
  const certificates = (signedData.certificates ?? []).filter((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
  const sid = signerInfo.sid;
  const match = certificates.find((certificate) => {
    if (sid instanceof pkijs.IssuerAndSerialNumber) {
      return certificate.issuer.isEqual(sid.issuer) && certificate.serialNumber.isEqual(sid.serialNumber);
    }
    if (sid instanceof asn1js.Constructed || sid instanceof asn1js.Primitive) {
      const keyId = new Uint8Array((sid as asn1js.Primitive).valueBlock.valueHexView ?? new ArrayBuffer(0));
      const extension = certificate.extensions?.find((item) => item.extnID === "2.5.29.14");
      const own = extension?.parsedValue instanceof asn1js.OctetString ? new Uint8Array(extension.parsedValue.valueBlock.valueHexView) : null;
      return own !== null && keyId.length > 0 && sameBytes(own, keyId);
    }
    return false;
  });
  if (!match) return broken("the CMS does not carry the signer's certificate");
  const certificate = new X509Certificate(Buffer.from(match.toSchema().toBER()));
  // A certificate whose issuer travels with it (itself, when self-signed) must carry that issuer's
  // signature: otherwise its name or dates could be changed while the key, and the CMS signature, stay.
  const issuer = [certificate, ...certificates.map((item) => new X509Certificate(Buffer.from(item.toSchema().toBER())))].find(
    (candidate) => candidate.subject === certificate.issuer && certificate.checkIssued(candidate),
  );
  if (issuer && !certificate.verify(issuer.publicKey)) broken("the signer certificate does not carry its issuer's signature");
  return certificate;
}

/**
 * ESS signing-certificate (v1, SHA-1) or -v2 (RFC 5035), when signed: the first certificate it
 * names must be the signer's, byte for byte.
 */
function checkEssCertificate(attributes: pkijs.Attribute[], certificate: X509Certificate): void {
  for (const attribute of attributes) {
    const v2 = attribute.type === OID.signingCertificateV2;
    if (!v2 && attribute.type !== OID.signingCertificate) continue;
    const bad = () => broken("the signing-certificate attribute names another certificate");
    const children = (node: unknown): asn1js.AsnType[] => (node instanceof asn1js.Sequence ? (node.valueBlock.value as asn1js.AsnType[]) : bad());
    const [certs] = children(attribute.values[0]);
    const fields = children(children(certs)[0]);
    let algorithm = v2 ? "sha256" : "sha1";
    let index = 0;
    if (v2 && fields[0] instanceof asn1js.Sequence) {
      algorithm = HASH_OF_OID[new pkijs.AlgorithmIdentifier({ schema: fields[0] }).algorithmId] ?? bad();
      index = 1;
    }
    const certHash = fields[index];
    if (!(certHash instanceof asn1js.OctetString) || !sameBytes(new Uint8Array(certHash.valueBlock.valueHexView), hash(algorithm, certificate.raw))) bad();
  }
}

/** The common name of a certificate's subject, else its organization. */
function nameOf(certificate: X509Certificate): string | null {
  const lines = certificate.subject.split("\n");
  const value = (key: string) => lines.find((line) => line.startsWith(`${key}=`))?.slice(key.length + 1) ?? null;
  return value("CN") ?? value("O");
}

interface TimestampFacts {
  time: string;
  authority: string | null;
  imprint: Uint8Array;
  imprintHash: string;
}

/** An RFC 3161 token: a SignedData over its TSTInfo, verified like any other. */
function checkTimestampToken(token: Uint8Array): TimestampFacts {
  const signed = checkSignedData(token, {});
  if (!signed.content) return broken("the time-stamp token holds no TSTInfo");
  const parsed = asn1js.fromBER(signed.content);
  if (parsed.offset === -1) broken("the time-stamp's TSTInfo cannot be read");
  const info = new pkijs.TSTInfo({ schema: parsed.result });
  const imprintHash = HASH_OF_OID[info.messageImprint.hashAlgorithm.algorithmId] ?? broken("the time-stamp's hash algorithm is not supported");
  return {
    time: info.genTime.toISOString(),
    authority: signed.signerName,
    imprint: new Uint8Array(info.messageImprint.hashedMessage.valueBlock.valueHexView),
    imprintHash,
  };
}

function textOf(object: unknown): string | null {
  return object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() || null : null;
}

function dateOf(object: unknown): string | null {
  if (!(object instanceof PDFString || object instanceof PDFHexString)) return null;
  try {
    return object.decodeDate().toISOString();
  } catch {
    return null;
  }
}
