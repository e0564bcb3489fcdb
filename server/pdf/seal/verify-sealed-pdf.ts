/**
 * Checks a sealed PDF in process, the way sealPdf must leave it, and throws SealError at the
 * first thing that is not so. sealPdf runs it on every result before returning it.
 *
 * Final revision, read from the offsets its own xref gives: the file ends with startxref and
 * %%EOF pointing at a classic xref section whose trailer has /Prev (the previous revision's
 * xref table, which lies before the signature); every object the section lists sits behind a
 * matching `n g obj` after that table, and exactly one of them is a signature dictionary
 * (/Type /Sig, Adobe.PPKLite, ETSI.CAdES.detached) whose /ByteRange is [0 a b L-b], where bytes
 * a..b are exactly its /Contents hex string, angle brackets included.
 *
 * Whole document (pdf-lib's view, later revisions winning, the hole emptied): the trailer's
 * /Root is the catalog; the AcroForm (/SigFlags 3) has exactly one signature field, whose /V is
 * that signature dictionary; no other object holds a signature dictionary (/Type /Sig or
 * /DocTimeStamp, or a /ByteRange) or another /FT /Sig field, direct objects included.
 *
 * Signature: /Contents holds one CMS SignedData (zero padding after it) with one signer named by
 * issuer and serial, SHA-256, detached id-data content, whose message-digest is the SHA-256 of
 * exactly the covered bytes, whose signature over the signed attributes verifies with the
 * embedded signer certificate's key (the seal's, when given), whose ESS signing-certificate-v2
 * names that certificate, and whose RFC 3161 signature-time-stamp tokens, if any (required on
 * request), cover the signature value. The TSA's own signature is left to PDF validators.
 *
 * PAdES B-LTA (what sealPdf writes with a time-stamp authority): the final revision's one
 * signature dictionary is then a document time-stamp (/Type /DocTimeStamp, ETSI.RFC3161) whose
 * /ByteRange covers the whole file as above and whose RFC 3161 token's SHA-256 message imprint
 * is that of the covered bytes. The revision before it (its /Prev) adds only validation data:
 * none of its objects is a signature dictionary, and the catalog it writes has a /DSS. The
 * revision before that ends exactly where the seal's /ByteRange ends, and that prefix of the
 * file must pass every check above on its own. The whole document then has exactly two
 * signature fields, the seal's and the time-stamp's; the DSS holds the seal's certificate, and
 * every certificate, OCSP response and CRL in it parses.
 */
import { X509Certificate, verify as verifySignature } from "node:crypto";
import * as asn1js from "asn1js";
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  ParseSpeeds,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from "pdf-lib";
import * as pkijs from "pkijs";
import { embeddedCertificates, parseAsn1, parseCertificate, readSignedData, sha256, toDer } from "./cms-signed-data";
import { OID } from "./oids";
import { SealError } from "./seal-error";
import { coveredParts } from "./signature-increment";
import { imprintOf, timestampTokenInfo } from "./timestamp-client";

export interface VerifySealedPdfOptions {
  /** DER of the certificate the seal must have been made with. */
  certificate?: Uint8Array;
  /** Fail unless the signature carries an RFC 3161 signature timestamp. */
  requireTimestamp?: boolean;
  /** Fail unless validation data (a DSS) and a document time-stamp follow the seal (B-LTA). */
  requireLongTermValidation?: boolean;
}

export interface LongTermReport {
  /** The document time-stamp's /ByteRange: the whole file around its hole. */
  byteRange: [number, number, number, number];
  token: Uint8Array;
  time: Date;
  /** What the /DSS holds, each as DER. */
  certificates: Uint8Array[];
  ocspResponses: Uint8Array[];
  crls: Uint8Array[];
}

export interface SealedPdfReport {
  byteRange: [number, number, number, number];
  signatureObjectNumber: number;
  fieldName: string;
  /** The DER CMS SignedData (ContentInfo) without the hole's zero padding. */
  cms: Uint8Array;
  /** Bytes reserved in /Contents. */
  reservedBytes: number;
  signerCertificate: Uint8Array;
  signatureValue: Uint8Array;
  signedAttributeTypes: string[];
  timestampTokens: Uint8Array[];
  /** The DSS and document time-stamp after the seal (B-LTA), or null when the seal covers the whole file. */
  longTerm: LongTermReport | null;
}

const fail = (reason: string): never => {
  throw new SealError(`The sealed PDF does not verify: ${reason}`);
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
const equalBytes = (left: Uint8Array, right: Uint8Array) => Buffer.from(left).equals(Buffer.from(right));

export async function verifySealedPdf(bytes: Uint8Array, options: VerifySealedPdfOptions = {}): Promise<SealedPdfReport> {
  try {
    return await verify(bytes, options);
  } catch (error) {
    if (error instanceof SealError) throw error;
    return fail((error as Error).message);
  }
}

async function verify(bytes: Uint8Array, options: VerifySealedPdfOptions): Promise<SealedPdfReport> {
  // The final revision, read the way a PDF reader does: from the offsets its xref gives.
  const finalSection = readFinalXrefSection(bytes);
  const finalObjects = readFinalObjects(bytes, finalSection);
  const signatures = [...finalObjects].filter(([, object]) => object instanceof PDFDict && isSignatureDictionary(object));
  if (signatures.length !== 1) fail(`the final revision holds ${signatures.length} signature dictionaries, not 1`);
  const [signatureRef, signature] = signatures[0] as [PDFRef, PDFDict];
  if (isName(signature.get(PDFName.of("Type")), "DocTimeStamp")) {
    return verifyLongTerm(bytes, options, { section: finalSection, objects: finalObjects, signatureRef, signature });
  }
  if (options.requireLongTermValidation) fail("no validation data and document time-stamp follow the seal");
  return verifySeal(bytes, options, { section: finalSection, objects: finalObjects, signatureRef, signature });
}

interface FinalRevision {
  section: FinalSection;
  objects: Map<PDFRef, PDFObject>;
  signatureRef: PDFRef;
  signature: PDFDict;
}

/** The signature dictionary's hole, checked; and the document as pdf-lib sees it with the hole emptied. */
async function readSigned(bytes: Uint8Array, revision: FinalRevision) {
  const { section, signature, signatureRef } = revision;
  const byteRange = checkByteRange(bytes, signature, section.entries.get(signatureRef.objectNumber)!.offset, signatureRef);
  const [, a, b] = byteRange;
  if (!(section.prev < a)) fail("the previous revision does not end before the signature");
  const holeHex = latin1(bytes.subarray(a + 1, b - 1));
  const contents = signature.get(PDFName.of("Contents"));
  if (!(contents instanceof PDFHexString) || contents.asString() !== holeHex) {
    fail("/Contents is not the hex string the byte range leaves out");
  }

  // The whole document as pdf-lib sees it (later revisions win). The hole, checked above to be
  // hex digits only and covered by nothing, is emptied first: it is most of the file's bytes.
  const view = new Uint8Array(bytes.length - (b - a - 2));
  view.set(bytes.subarray(0, a + 1), 0);
  view.set(bytes.subarray(b - 1), a + 1);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(view, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch (error) {
    return fail(`the PDF cannot be parsed (${(error as Error).message})`);
  }
  const root = doc.context.trailerInfo.Root;
  if (!(root instanceof PDFRef) || root !== section.trailer.get(PDFName.of("Root"))) {
    fail("the final trailer's /Root is not the document's catalog");
  }
  for (const object of revision.objects.values()) {
    forEachRef(object, (ref) => {
      if (doc.context.lookup(ref) === undefined) fail(`the final revision refers to ${ref.toString()}, which does not exist`);
    });
  }
  return { byteRange, doc, hole: new Uint8Array(Buffer.from(holeHex, "hex")) };
}

async function verifySeal(bytes: Uint8Array, options: VerifySealedPdfOptions, revision: FinalRevision): Promise<SealedPdfReport> {
  const { signatureRef, signature } = revision;
  const { byteRange, doc, hole } = await readSigned(bytes, revision);
  const [found, ...others] = signatureFields(doc);
  if (!found || others.length > 0) fail(`the document has ${others.length + (found ? 1 : 0)} signature fields, not 1`);
  const seal = checkSealField(doc, found!);
  if (seal.signatureRef !== signatureRef) fail("the signature field's value is not the final revision's signature");
  if (seal.signature.get(PDFName.of("ByteRange"))?.toString() !== signature.get(PDFName.of("ByteRange"))?.toString()) {
    fail("the document's signature dictionary differs from the final revision's");
  }
  everyOtherObjectIsNoSignature(doc, [seal]);

  const cms = cmsWithoutPadding(hole);
  const checked = checkCms(cms, sha256(...coveredParts(bytes, byteRange)), options);
  return {
    byteRange,
    signatureObjectNumber: signatureRef.objectNumber,
    fieldName: seal.fieldName,
    cms,
    reservedBytes: hole.length,
    ...checked,
    longTerm: null,
  };
}

/** The final revision is a document time-stamp: see the header comment (PAdES B-LTA). */
async function verifyLongTerm(bytes: Uint8Array, options: VerifySealedPdfOptions, revision: FinalRevision): Promise<SealedPdfReport> {
  const { signatureRef, signature } = revision;
  if (!isName(signature.get(PDFName.of("Filter")), "Adobe.PPKLite")) fail("the document time-stamp's /Filter is not Adobe.PPKLite");
  if (!isName(signature.get(PDFName.of("SubFilter")), "ETSI.RFC3161")) fail("the document time-stamp's /SubFilter is not ETSI.RFC3161");
  const { byteRange, doc, hole } = await readSigned(bytes, revision);

  // The token covers exactly the bytes around its hole.
  const token = cmsWithoutPadding(hole);
  let info: pkijs.TSTInfo;
  try {
    info = timestampTokenInfo(token);
  } catch (error) {
    return fail(`the document time-stamp cannot be read (${(error as Error).message})`);
  }
  if (info.messageImprint.hashAlgorithm.algorithmId !== OID.sha256 || !equalBytes(imprintOf(info), sha256(...coveredParts(bytes, byteRange)))) {
    fail("the document time-stamp does not cover the file before it");
  }

  // Two signature fields: the seal's and the time-stamp's.
  const fields = signatureFields(doc);
  if (fields.length !== 2) fail(`the document has ${fields.length} signature fields, not 2`);
  const timestampField = fields.find((field) => field.field.get(PDFName.of("V")) === signatureRef);
  const sealField = fields.find((field) => field !== timestampField);
  if (!timestampField || !sealField) return fail("no signature field holds the document time-stamp");
  const seal = checkSealField(doc, sealField);
  everyOtherObjectIsNoSignature(doc, [seal, { field: timestampField.field, signatureRef }]);

  // The revision before: validation data only, right after the seal's revision.
  const dssSection = readXrefSection(bytes, revision.section.prev, byteRange[1]);
  const dssObjects = readFinalObjects(bytes, dssSection);
  for (const object of dssObjects.values()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict && isSignatureDictionary(dict)) fail("the validation data's revision holds a signature dictionary");
  }
  const dssCatalog = dssObjects.get(dssSection.trailer.get(PDFName.of("Root")) as PDFRef);
  if (!(dssCatalog instanceof PDFDict) || !dssCatalog.has(PDFName.of("DSS"))) fail("the revision after the seal does not add a DSS");
  const sealByteRange = seal.signature.get(PDFName.of("ByteRange"));
  const sealEnd = sealByteRange instanceof PDFArray ? sealByteRange.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN)) : [];
  const prefixLength = (sealEnd[2] ?? NaN) + (sealEnd[3] ?? NaN);
  if (!Number.isSafeInteger(prefixLength) || prefixLength > dssSection.firstObjectOffset) {
    fail("the seal's revision does not end before the validation data");
  }
  const prefix = bytes.subarray(0, prefixLength);
  if (readFinalXrefSection(prefix).xrefOffset !== dssSection.prev) fail("the validation data's /Prev is not the seal's cross-reference table");

  // The seal, exactly as it was before the validation data.
  const sealed = await verify(prefix, { ...options, requireLongTermValidation: false });
  if (sealed.signatureObjectNumber !== seal.signatureRef.objectNumber) fail("the seal's revision holds another signature than the seal");

  const validation = readDss(doc);
  if (!validation.certificates.some((certificate) => equalBytes(certificate, sealed.signerCertificate))) {
    fail("the DSS does not hold the seal's certificate");
  }
  return { ...sealed, longTerm: { byteRange, token: new Uint8Array(token), time: info.genTime, ...validation } };
}

/** The /DSS arrays' streams, each decoded and parsed as what it claims to be. */
function readDss(doc: PDFDocument): Omit<LongTermReport, "byteRange" | "token" | "time"> {
  const dss = doc.catalog.lookup(PDFName.of("DSS"));
  if (!(dss instanceof PDFDict)) return fail("the catalog's /DSS is not a dictionary");
  const streams = (key: string, parse: (der: Uint8Array) => unknown): Uint8Array[] => {
    const list = dss.lookup(PDFName.of(key));
    if (list === undefined) return [];
    if (!(list instanceof PDFArray)) return fail(`the DSS's /${key} is not an array`);
    return list.asArray().map((entry) => {
      const stream = doc.context.lookup(entry);
      if (!(stream instanceof PDFRawStream) || stream.dict.has(PDFName.of("Filter"))) return fail(`an entry of the DSS's /${key} is not a plain stream`);
      const der = new Uint8Array(stream.getContents());
      try {
        parse(der);
      } catch (error) {
        fail(`an entry of the DSS's /${key} cannot be read (${(error as Error).message})`);
      }
      return der;
    });
  };
  return {
    certificates: streams("Certs", (der) => new X509Certificate(der)),
    ocspResponses: streams("OCSPs", (der) => new pkijs.OCSPResponse({ schema: parseAsn1(der, "The OCSP response") })),
    crls: streams("CRLs", (der) => new pkijs.CertificateRevocationList({ schema: parseAsn1(der, "The CRL") })),
  };
}

function forEachRef(object: PDFObject, visit: (ref: PDFRef) => void, depth = 0): void {
  if (depth > 64) fail("an object nests too deeply");
  if (object instanceof PDFRef) visit(object);
  else if (object instanceof PDFStream) forEachRef(object.dict, visit, depth + 1);
  else if (object instanceof PDFDict) for (const value of object.values()) forEachRef(value, visit, depth + 1);
  else if (object instanceof PDFArray) for (const value of object.asArray()) forEachRef(value, visit, depth + 1);
}

/** Every object the final xref section lists, parsed at its offset behind a matching `n g obj`. */
function readFinalObjects(bytes: Uint8Array, section: FinalSection): Map<PDFRef, PDFObject> {
  const context = PDFContext.create();
  const objects = new Map<PDFRef, PDFObject>();
  for (const [number, { offset, generation }] of section.entries) {
    const header = new RegExp(`^${number} ${generation} obj[\\0\\t\\n\\f\\r ]`).exec(
      latin1(bytes.subarray(offset, offset + 32)),
    );
    if (!header) fail(`the final xref's offset for object ${number} does not point at it`);
    try {
      objects.set(PDFRef.of(number, generation), PDFObjectParser.forBytes(bytes.subarray(offset + header![0].length), context).parseObject());
    } catch (error) {
      fail(`object ${number} of the final revision cannot be parsed (${(error as Error).message})`);
    }
  }
  return objects;
}

// ---------------------------------------------------------------------------------------------
// Structure

interface FinalSection {
  xrefOffset: number;
  entries: Map<number, { offset: number; generation: number }>;
  trailer: PDFDict;
  prev: number;
  /** Where the first object this section lists begins. */
  firstObjectOffset: number;
}

/** The last cross-reference section: a classic table at the last startxref, with its trailer. */
function readFinalXrefSection(bytes: Uint8Array): FinalSection {
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 64)));
  const match = /(?:^|[\r\n])startxref[\r\n]+(\d{1,10})[\r\n]+%%EOF[\r\n]*$/.exec(tail);
  const xrefOffset = match ? Number(match[1]) : -1;
  if (xrefOffset <= 0 || xrefOffset >= bytes.length) fail("the file does not end with startxref and %%EOF");
  return readXrefSection(bytes, xrefOffset, bytes.length);
}

/**
 * The classic cross-reference section at `xrefOffset`, with its trailer, whose revision's
 * objects all lie between the previous section (/Prev) and this one; `end` bounds the trailer.
 */
function readXrefSection(bytes: Uint8Array, xrefOffset: number, end: number): FinalSection {
  const text = latin1(bytes.subarray(xrefOffset, Math.min(end, xrefOffset + 64 * 1024)));
  const header = /^xref(?:\r\n|\r|\n)/.exec(text);
  if (!header) fail("startxref does not point at a cross-reference table");
  let position = header![0].length;
  const entries = new Map<number, { offset: number; generation: number }>();
  const subsection = /^(\d+) (\d+)[ ]?(?:\r\n|\r|\n)/;
  const line = /^(\d{10}) (\d{5}) ([nf])(?: \r| \n|\r\n)/;
  for (;;) {
    const run = subsection.exec(text.slice(position));
    if (!run) break;
    position += run[0].length;
    const first = Number(run[1]);
    const count = Number(run[2]);
    for (let index = 0; index < count; index++) {
      const row = line.exec(text.slice(position, position + 20));
      if (!row) return fail("the final cross-reference table is malformed");
      position += 20;
      if (row[3] === "n") entries.set(first + index, { offset: Number(row[1]), generation: Number(row[2]) });
    }
  }
  const trailerStart = /^trailer\s*/.exec(text.slice(position));
  if (!trailerStart) fail("the final cross-reference table has no trailer");
  position += trailerStart![0].length;

  let trailer: PDFObject;
  try {
    trailer = PDFObjectParser.forBytes(bytes.subarray(xrefOffset + position, end), PDFContext.create()).parseObject();
  } catch {
    return fail("the final trailer cannot be parsed");
  }
  if (!(trailer instanceof PDFDict)) return fail("the final trailer is not a dictionary");
  const prev = trailer.get(PDFName.of("Prev"));
  if (!(prev instanceof PDFNumber)) return fail("the final trailer has no /Prev: the seal is not an incremental update");
  if (latin1(bytes.subarray(prev.asNumber(), prev.asNumber() + 4)) !== "xref") {
    fail("the final trailer's /Prev does not point at the previous cross-reference table");
  }
  let firstObjectOffset = xrefOffset;
  for (const { offset } of entries.values()) {
    if (!(offset > prev.asNumber() && offset < xrefOffset)) fail("the final revision lists an object outside itself");
    firstObjectOffset = Math.min(firstObjectOffset, offset);
  }
  return { xrefOffset, entries, trailer, prev: prev.asNumber(), firstObjectOffset };
}

interface SignatureField {
  field: PDFDict;
  fieldName: string;
  signatureRef: PDFRef;
  signature: PDFDict;
}

const isName = (object: PDFObject | undefined, name: string) => object === PDFName.of(name);

/** The signature fields in the AcroForm's field tree (/SigFlags 3 required). */
function signatureFields(doc: PDFDocument): { field: PDFDict }[] {
  const acroForm = doc.catalog.lookup(PDFName.of("AcroForm"));
  if (!(acroForm instanceof PDFDict)) return fail("the catalog has no AcroForm");
  const flags = acroForm.lookup(PDFName.of("SigFlags"));
  if (!(flags instanceof PDFNumber) || (flags.asNumber() & 3) !== 3) fail("the AcroForm's /SigFlags is not 3");

  const found: { field: PDFDict }[] = [];
  const seen = new Set<PDFObject>();
  const visit = (list: PDFObject | undefined, inheritedType: PDFObject | undefined, depth: number) => {
    if (depth > 32) fail("the field tree is too deep");
    const entries = doc.context.lookup(list);
    if (list !== undefined && !(entries instanceof PDFArray)) fail("a field list is not an array");
    for (const entry of entries instanceof PDFArray ? entries.asArray() : []) {
      if (seen.has(entry)) fail("the field tree has a cycle");
      seen.add(entry);
      const node = doc.context.lookup(entry);
      if (!(node instanceof PDFDict)) continue;
      const type = node.get(PDFName.of("FT")) ?? inheritedType;
      const value = node.lookup(PDFName.of("V"));
      if (isName(type, "Sig") || (value instanceof PDFDict && isSignatureDictionary(value))) found.push({ field: node });
      visit(node.get(PDFName.of("Kids")), type, depth + 1);
    }
  };
  visit(acroForm.get(PDFName.of("Fields")), undefined, 0);
  return found;
}

/** The seal's field: an indirect signature dictionary, Adobe.PPKLite, ETSI.CAdES.detached. */
function checkSealField(doc: PDFDocument, { field }: { field: PDFDict }): SignatureField {
  const signatureRef = field.get(PDFName.of("V"));
  if (!(signatureRef instanceof PDFRef)) return fail("the signature field's value is not an indirect signature dictionary");
  const signature = doc.context.lookup(signatureRef);
  if (!(signature instanceof PDFDict) || signature instanceof PDFStream) return fail("the signature value is not a dictionary");
  if (!isName(signature.get(PDFName.of("Type")), "Sig")) fail("the signature dictionary's /Type is not /Sig");
  if (!isName(signature.get(PDFName.of("Filter")), "Adobe.PPKLite")) fail("the signature's /Filter is not Adobe.PPKLite");
  if (!isName(signature.get(PDFName.of("SubFilter")), "ETSI.CAdES.detached")) {
    fail("the signature's /SubFilter is not ETSI.CAdES.detached");
  }
  const name = field.get(PDFName.of("T"));
  const fieldName = name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : "";
  return { field, fieldName, signatureRef, signature };
}

function isSignatureDictionary(dict: PDFDict): boolean {
  const type = dict.get(PDFName.of("Type"));
  return isName(type, "Sig") || isName(type, "DocTimeStamp") || dict.has(PDFName.of("ByteRange"));
}

/** No signature dictionary or signature field anywhere but ours, direct objects included. */
function everyOtherObjectIsNoSignature(doc: PDFDocument, ours: Pick<SignatureField, "field" | "signatureRef">[]): void {
  const signatureDicts = new Set<PDFObject | undefined>(ours.map((item) => doc.context.lookup(item.signatureRef)));
  const fields = new Set<PDFObject>(ours.map((item) => item.field));
  const walk = (object: PDFObject, depth: number): void => {
    if (depth > 64) fail("an object nests too deeply");
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      if (!signatureDicts.has(dict) && isSignatureDictionary(dict)) fail("the document holds another signature dictionary");
      if (!fields.has(dict) && isName(dict.get(PDFName.of("FT")), "Sig")) fail("the document holds another signature field");
      for (const value of dict.values()) walk(value, depth + 1);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) walk(value, depth + 1);
    }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) walk(object, 0);
}

/** [0 a b L-b], where a..b is exactly the /Contents hex string inside the signature object. */
function checkByteRange(
  bytes: Uint8Array,
  signature: PDFDict,
  objectOffset: number,
  signatureRef: PDFRef,
): [number, number, number, number] {
  const array = signature.get(PDFName.of("ByteRange"));
  const range = array instanceof PDFArray ? array.asArray() : [];
  const numbers = range.map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  if (numbers.length !== 4 || !numbers.every((value) => Number.isSafeInteger(value) && value >= 0)) {
    return fail("/ByteRange is not four non-negative integers");
  }
  const [start, a, b, rest] = numbers as [number, number, number, number];
  if (start !== 0) fail("/ByteRange does not start at 0");
  if (!(a > objectOffset && a < b && b <= bytes.length) || rest !== bytes.length - b) {
    fail("/ByteRange does not cover the whole file around one gap");
  }
  if (bytes[a] !== 0x3c || bytes[b - 1] !== 0x3e) fail("the byte range gap is not a hex string in angle brackets");
  const hexLength = b - a - 2;
  if (hexLength <= 0 || hexLength % 2 !== 0) fail("the byte range gap holds no whole bytes");
  for (let index = a + 1; index < b - 1; index++) {
    const byte = bytes[index]!;
    const hex = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);
    if (!hex) fail("the byte range gap holds something other than hex digits");
  }
  // The gap lies inside the signature object the final xref points at, right after /Contents.
  const head = latin1(bytes.subarray(objectOffset, a));
  const objectHeader = `${signatureRef.objectNumber} ${signatureRef.generationNumber} obj`;
  if (!head.startsWith(objectHeader) || head.includes("endobj") || head.includes("stream")) {
    fail("the byte range gap is not inside the signature dictionary");
  }
  if (!/\/Contents[\0\t\n\f\r ]*$/.test(head)) fail("the byte range gap is not the value of /Contents");
  return [start, a, b, rest];
}

/**
 * One DER SEQUENCE at the start of the hole, nothing but zero padding after it. Only its
 * header is read here, to find where it ends; PKI.js parses the element itself.
 */
function cmsWithoutPadding(hole: Uint8Array): Uint8Array {
  const lengthByte = hole[1] ?? 0;
  const lengthBytes = lengthByte & 0x80 ? lengthByte & 0x7f : 0;
  if (hole[0] !== 0x30 || lengthByte === 0x80 || lengthBytes > 4) return fail("/Contents does not hold a DER SEQUENCE");
  let length = lengthBytes ? 0 : lengthByte;
  for (let index = 0; index < lengthBytes; index++) length = length * 256 + (hole[2 + index] ?? 0);
  const end = 2 + lengthBytes + length;
  if (end > hole.length) fail("/Contents holds a truncated CMS structure");
  for (let index = end; index < hole.length; index++) {
    if (hole[index] !== 0) fail("/Contents holds data after the CMS structure");
  }
  return hole.subarray(0, end);
}

// ---------------------------------------------------------------------------------------------
// CMS

type CmsFacts = Pick<SealedPdfReport, "signerCertificate" | "signatureValue" | "signedAttributeTypes" | "timestampTokens"> & {
  messageDigest: Uint8Array;
};

/**
 * What a CMS structure proves on its own (parsing it is most of the verifier's work), kept for
 * a few recent structures by their SHA-256 so that re-checking one file costs a hash. Only
 * structures that passed every check are kept; a failing one throws again on every call.
 */
const checkedCms = new Map<string, CmsFacts>();
const CHECKED_CMS_KEPT = 8;

function checkCms(cms: Uint8Array, coveredDigest: Uint8Array, options: VerifySealedPdfOptions): Omit<CmsFacts, "messageDigest"> {
  const key = Buffer.from(sha256(cms)).toString("hex");
  let facts = checkedCms.get(key);
  if (!facts) {
    facts = cmsFacts(cms);
    if (checkedCms.size >= CHECKED_CMS_KEPT) checkedCms.delete(checkedCms.keys().next().value!);
    checkedCms.set(key, facts);
  }
  if (!equalBytes(facts.messageDigest, coveredDigest)) fail("the message digest is not the SHA-256 of the covered bytes");
  if (options.certificate && !equalBytes(facts.signerCertificate, options.certificate)) {
    fail("the CMS is signed with another certificate than the seal's");
  }
  if (options.requireTimestamp && facts.timestampTokens.length === 0) fail("the signature carries no timestamp");
  return {
    signerCertificate: new Uint8Array(facts.signerCertificate),
    signatureValue: new Uint8Array(facts.signatureValue),
    signedAttributeTypes: [...facts.signedAttributeTypes],
    timestampTokens: facts.timestampTokens.map((token) => new Uint8Array(token)),
  };
}

function cmsFacts(cms: Uint8Array): CmsFacts {
  const signedData = readSignedData(cms);
  if (signedData.signerInfos.length !== 1) fail(`the CMS has ${signedData.signerInfos.length} signers, not 1`);
  const signerInfo = signedData.signerInfos[0]!;
  if (signedData.encapContentInfo.eContentType !== OID.data || signedData.encapContentInfo.eContent) {
    fail("the CMS is not a detached signature over id-data");
  }
  if (signerInfo.digestAlgorithm.algorithmId !== OID.sha256) fail("the CMS digest algorithm is not SHA-256");
  const signerCertificate = signerCertificateOf(signedData, signerInfo);

  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const single = (type: string) => {
    const matching = attributes.filter((attribute) => attribute.type === type);
    if (matching.length !== 1 || matching[0]!.values.length !== 1) fail(`the signed attribute ${type} is missing or repeated`);
    return matching[0]!.values[0] as asn1js.AsnType;
  };
  const contentType = single(OID.contentType);
  if (!(contentType instanceof asn1js.ObjectIdentifier) || contentType.getValue() !== OID.data) {
    fail("the content-type attribute is not id-data");
  }
  const messageDigest = single(OID.messageDigest);
  if (!(messageDigest instanceof asn1js.OctetString) || messageDigest.valueBlock.valueHexView.length !== 32) {
    fail("the message-digest attribute is not a SHA-256 digest");
  }
  checkSigningCertificateV2(single(OID.signingCertificateV2), signerCertificate);

  const algorithm = signerInfo.signatureAlgorithm.algorithmId;
  if (algorithm !== OID.rsaEncryption && algorithm !== OID.sha256WithRsaEncryption && algorithm !== OID.ecdsaWithSha256) {
    fail(`the signature algorithm ${algorithm} is not RSA or ECDSA with SHA-256`);
  }
  const signedAttributes = new Uint8Array(signerInfo.signedAttrs!.encodedValue);
  const signatureValue = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
  const publicKey = new X509Certificate(signerCertificate).publicKey;
  if (!verifySignature("sha256", signedAttributes, publicKey, signatureValue)) {
    fail("the CMS signature does not verify with the signer certificate's key");
  }

  const timestampTokens = (signerInfo.unsignedAttrs?.attributes ?? [])
    .filter((attribute) => attribute.type === OID.signatureTimeStampToken)
    .flatMap((attribute) => attribute.values as asn1js.AsnType[])
    .map((value) => new Uint8Array(value.valueBeforeDecodeView.byteLength ? value.valueBeforeDecodeView : value.toBER()));
  const signatureDigest = sha256(signatureValue);
  for (const token of timestampTokens) {
    let info: pkijs.TSTInfo;
    try {
      info = timestampTokenInfo(token);
    } catch (error) {
      return fail(`the signature timestamp cannot be read (${(error as Error).message})`);
    }
    if (info.messageImprint.hashAlgorithm.algorithmId !== OID.sha256 || !equalBytes(imprintOf(info), signatureDigest)) {
      fail("the signature timestamp does not cover the signature value");
    }
  }
  return {
    signerCertificate,
    signatureValue,
    signedAttributeTypes: attributes.map((attribute) => attribute.type),
    timestampTokens,
    messageDigest: new Uint8Array((messageDigest as asn1js.OctetString).valueBlock.valueHexView),
  };
}

/** The embedded certificate the SignerInfo names by issuer and serial number. */
function signerCertificateOf(signedData: pkijs.SignedData, signerInfo: pkijs.SignerInfo): Uint8Array {
  if (!(signerInfo.sid instanceof pkijs.IssuerAndSerialNumber)) fail("the signer is not named by issuer and serial number");
  const sid = signerInfo.sid as pkijs.IssuerAndSerialNumber;
  const matches = embeddedCertificates(signedData).filter((der) => {
    const certificate = parseCertificate(der);
    return certificate.issuer.isEqual(sid.issuer) && certificate.serialNumber.isEqual(sid.serialNumber);
  });
  if (matches.length !== 1) fail("the CMS does not carry the signer's certificate exactly once");
  return matches[0]!;
}

/** SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2, ... }; the first names the signer. */
function checkSigningCertificateV2(value: asn1js.AsnType, certificateDer: Uint8Array): void {
  const bad = () => fail("the signing-certificate-v2 attribute does not name the signer certificate");
  const children = (node: unknown): asn1js.AsnType[] =>
    node instanceof asn1js.Sequence ? (node.valueBlock.value as asn1js.AsnType[]) : bad();
  const [certs] = children(value);
  const [first] = children(certs);
  const fields = children(first);
  let index = 0;
  if (fields[index] instanceof asn1js.Sequence) {
    const algorithm = new pkijs.AlgorithmIdentifier({ schema: fields[index] });
    if (algorithm.algorithmId !== OID.sha256) bad();
    index++;
  }
  const hash = fields[index++];
  if (!(hash instanceof asn1js.OctetString) || !equalBytes(new Uint8Array(hash.valueBlock.valueHexView), sha256(certificateDer))) {
    bad();
  }
  const issuerSerial = fields[index];
  if (issuerSerial === undefined) return;
  const certificate = parseCertificate(certificateDer);
  const [names, serial] = children(issuerSerial);
  const generalNames = new pkijs.GeneralNames({ schema: names });
  const directoryName = generalNames.names.find((name) => name.type === 4)?.value as pkijs.RelativeDistinguishedNames | undefined;
  if (!directoryName || !equalBytes(toDer(directoryName.toSchema()), toDer(certificate.issuer.toSchema()))) bad();
  if (!(serial instanceof asn1js.Integer) || !serial.isEqual(certificate.serialNumber)) bad();
}

