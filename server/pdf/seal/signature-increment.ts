/**
 * The incremental update that carries the seal, written byte by byte after the normalized PDF
 * (ISO 32000-1, 7.5.6). Every offset is counted while writing, so the /ByteRange and the
 * /Contents hole are known without searching the file: nothing inside the document, however
 * hostile, can move them.
 *
 *   <normalized PDF, unchanged>                       revision 1, ends with %%EOF
 *   \n
 *   S 0 obj  signature dictionary                     /ByteRange [0 a b c] padded to a fixed
 *                                                     width, /Contents <00…00> = bytes a..b
 *   A 0 obj  empty appearance (form XObject)
 *   W 0 obj  invisible signature field + widget       /V S, /P page 0, /AP << /N A >>
 *   F 0 obj  AcroForm                                 earlier entries, /Fields [... W], /SigFlags 3
 *   P g obj  page 0 again                             /Annots [... W]
 *   C g obj  catalog again                            /AcroForm F
 *   xref                                              one subsection per run of object numbers
 *   trailer << /Size /Root /Info /ID /Prev >>         /Prev = revision 1's startxref
 *   startxref \n <offset of xref> \n %%EOF \n
 *
 * Text strings (/Reason, /Name, /Location, /ContactInfo, the field name) are UTF-16BE hex
 * strings, so they are hex digits only; the other objects are serialized by pdf-lib.
 *
 * With a time-stamp authority (PAdES B-LTA) two more updates follow, written the same way, each
 * with its own classic xref whose trailer's /Prev is the previous update's: the validation data
 * (appendDssIncrement: /DSS in the catalog) and a document time-stamp (appendDocumentTimestamp-
 * Increment: a second signature field, /Type /DocTimeStamp, covering every byte before it).
 */
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRef,
  PDFString,
} from "pdf-lib";
import { SealError } from "./seal-error";

export interface SignatureIncrementInput {
  reason: string;
  signerName: string;
  location?: string;
  contactInfo?: string;
  signingTime: Date;
  /** Bytes reserved for the DER CMS signature; /Contents holds twice as many hex digits. */
  contentsBytes: number;
  appName: string;
}

export interface PreparedSignature {
  /** The whole file: revision 1, then the update with a zero-filled /Contents hole. */
  bytes: Uint8Array;
  byteRange: [number, number, number, number];
  /** Offsets of the hole: `<` at start, `>` at end - 1. */
  hole: { start: number; end: number };
  signatureRef: PDFRef;
}

/** `[0 a b c]` fits this width for any file under 10 GB; the rest of the slot is spaces. */
const BYTE_RANGE_SLOT = "[0 9999999999 9999999999 9999999999]".length;
const MAX_OFFSET = 9_999_999_999;
const PRINT_AND_LOCKED = 4 | 128;
const SIGNATURES_EXIST_APPEND_ONLY = 1 | 2;

const latin1 = (text: string) => Buffer.from(text, "latin1");

/** A text string as UTF-16BE with a byte order mark, in hex: only [0-9A-F] reach the file. */
export function utf16HexString(text: string): string {
  const bytes = Buffer.from(text, "utf16le");
  for (let index = 0; index + 1 < bytes.length; index += 2) {
    const low = bytes[index]!;
    bytes[index] = bytes[index + 1]!;
    bytes[index + 1] = low;
  }
  return `<FEFF${bytes.toString("hex").toUpperCase()}>`;
}

/** D:YYYYMMDDHHmmSSZ in UTC. */
export function pdfDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new SealError("The signing time is not a valid date");
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `D:${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

export function byteRangeText(range: readonly number[]): string {
  const text = `[${range.join(" ")}]`;
  if (text.length > BYTE_RANGE_SLOT || range.some((value) => !Number.isSafeInteger(value) || value < 0 || value > MAX_OFFSET)) {
    throw new SealError("The document is too large to seal");
  }
  return text.padEnd(BYTE_RANGE_SLOT, " ");
}

/** Collects the update's bytes and knows the absolute offset of each. */
class UpdateWriter {
  private readonly chunks: Uint8Array[] = [];
  readonly offsets = new Map<number, { offset: number; generation: number }>();
  position: number;

  constructor(start: number) {
    this.position = start;
  }

  write(bytes: Uint8Array | string): number {
    const chunk = typeof bytes === "string" ? latin1(bytes) : bytes;
    const at = this.position;
    this.chunks.push(chunk);
    this.position += chunk.length;
    return at;
  }

  /** `n g obj`, the object, `endobj`; its offset goes into the xref. */
  object(ref: PDFRef, body: PDFObject | string | ((writer: UpdateWriter) => void)): void {
    if (this.offsets.has(ref.objectNumber)) throw new SealError(`Object ${ref.objectNumber} written twice`);
    const offset = this.write(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    this.offsets.set(ref.objectNumber, { offset, generation: ref.generationNumber });
    if (typeof body === "function") body(this);
    else if (typeof body === "string") this.write(body);
    else this.write(serialize(body));
    this.write("\nendobj\n");
  }

  bytes(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

function serialize(object: PDFObject): Uint8Array {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

/**
 * The last revision's startxref, read from its last line: pdf-lib (and every update written
 * here) ends a file with `startxref\n<offset>\n%%EOF`. Anything else is refused rather than
 * guessed at.
 */
export function previousStartxref(base: Uint8Array): number {
  const tail = Buffer.from(base.subarray(Math.max(0, base.length - 64))).toString("latin1");
  const match = /(?:^|[\r\n])startxref[\r\n]+(\d{1,10})[\r\n]+%%EOF[\r\n]*$/.exec(tail);
  const offset = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= base.length) {
    throw new SealError("The normalized PDF does not end with a usable startxref");
  }
  if (Buffer.from(base.subarray(offset, offset + 4)).toString("latin1") !== "xref") {
    throw new SealError("The normalized PDF's startxref does not point at a cross-reference table");
  }
  return offset;
}

/**
 * Appends the seal's update to `base`, which must be exactly what `doc` was just saved as
 * (classic cross-reference table, no object streams). `doc` is changed along the way and
 * should be dropped afterwards.
 */
export function appendSignatureIncrement(
  doc: PDFDocument,
  base: Uint8Array,
  input: SignatureIncrementInput,
): PreparedSignature {
  return appendSignatureField(doc, base, {
    fieldName: "Signet seal",
    contentsBytes: input.contentsBytes,
    head: "/Type /Sig\n/Filter /Adobe.PPKLite\n/SubFilter /ETSI.CAdES.detached",
    tail: (out) => {
      out.write(`\n/M (${pdfDate(input.signingTime)})`);
      out.write(`\n/Reason ${utf16HexString(input.reason)}`);
      out.write(`\n/Name ${utf16HexString(input.signerName)}`);
      if (input.location) out.write(`\n/Location ${utf16HexString(input.location)}`);
      if (input.contactInfo) out.write(`\n/ContactInfo ${utf16HexString(input.contactInfo)}`);
      out.write(`\n/Prop_Build << /Filter << /Name /Adobe.PPKLite >> /App << /Name ${appName(input.appName)} >> >>`);
    },
  });
}

/**
 * Appends a document time-stamp's update (PAdES B-LTA; ISO 32000-2, 12.8.5): a second signature
 * field whose value is /Type /DocTimeStamp, /SubFilter /ETSI.RFC3161, with the same fixed-width
 * /ByteRange and /Contents hole as the seal. `doc` must be `base` as pdf-lib read it (every
 * earlier revision, the seal's and the DSS's included); `base` stays byte for byte.
 */
export function appendDocumentTimestampIncrement(
  doc: PDFDocument,
  base: Uint8Array,
  input: { contentsBytes: number },
): PreparedSignature {
  return appendSignatureField(doc, base, {
    fieldName: "Signet document time-stamp",
    contentsBytes: input.contentsBytes,
    head: "/Type /DocTimeStamp\n/Filter /Adobe.PPKLite\n/SubFilter /ETSI.RFC3161",
    tail: () => {},
  });
}

export interface DssInput {
  certificates: Uint8Array[];
  ocspResponses: Uint8Array[];
  crls: Uint8Array[];
}

/**
 * Appends the validation data (PAdES B-LT; ETSI EN 319 142-1, 5.4.2; ISO 32000-2, 12.8.4.3): one
 * stream per certificate, OCSP response and CRL, a /DSS dictionary with /Certs, /OCSPs and
 * /CRLs arrays of them, and the catalog again with /DSS. Nothing else changes, so the seal's
 * revision stays intact and every reader treats the update as validation data.
 *
 *   D 0 obj  << /Certs [c…] /OCSPs [o…] /CRLs [r…] >>
 *   c…, o…, r… 0 obj  << /Length n >> stream DER endstream
 *   C g obj  the catalog again, /DSS D
 *   xref, trailer (/Prev = the seal's xref), startxref, %%EOF
 */
export function appendDssIncrement(doc: PDFDocument, base: Uint8Array, input: DssInput): Uint8Array {
  const { context } = doc;
  const savedObjects = context.largestObjectNumber;
  const prevXref = previousStartxref(base);
  const root = catalogRef(doc);
  const streams = (list: Uint8Array[]) => list.map((der) => ({ ref: context.nextRef(), stream: context.stream(der) }));
  const dssRef = context.nextRef();
  const certs = streams(input.certificates);
  const ocsps = streams(input.ocspResponses);
  const crls = streams(input.crls);
  const dss = context.obj({
    ...(certs.length ? { Certs: certs.map((item) => item.ref) } : {}),
    ...(ocsps.length ? { OCSPs: ocsps.map((item) => item.ref) } : {}),
    ...(crls.length ? { CRLs: crls.map((item) => item.ref) } : {}),
  });
  const catalog = doc.catalog.clone(context);
  catalog.set(PDFName.of("DSS"), dssRef);

  const writer = new UpdateWriter(base.length);
  writer.write(base[base.length - 1] === 0x0a ? "" : "\n");
  writer.object(dssRef, dss);
  for (const item of [...certs, ...ocsps, ...crls]) writer.object(item.ref, item.stream);
  writer.object(root, catalog);
  if (context.largestObjectNumber !== savedObjects + 1 + certs.length + ocsps.length + crls.length) {
    throw new SealError("The validation data's update refers to unwritten objects");
  }
  finishUpdate(writer, doc, root, prevXref);
  return concat(base, writer);
}

interface SignatureFieldInput {
  fieldName: string;
  contentsBytes: number;
  /** The dictionary's entries before /ByteRange and /Contents. */
  head: string;
  /** Its entries after them. */
  tail: (out: UpdateWriter) => void;
}

function catalogRef(doc: PDFDocument): PDFRef {
  const root = doc.context.trailerInfo.Root;
  if (!(root instanceof PDFRef)) throw new SealError("The PDF's trailer names no catalog");
  return root;
}

function appendSignatureField(doc: PDFDocument, base: Uint8Array, input: SignatureFieldInput): PreparedSignature {
  const { context } = doc;
  const savedObjects = context.largestObjectNumber;
  const prevXref = previousStartxref(base);
  const root = catalogRef(doc);
  if (doc.getPageCount() === 0) throw new SealError("The PDF has no pages to carry the seal");
  const page = doc.getPage(0);

  const signatureRef = context.nextRef();
  const appearanceRef = context.nextRef();
  const widgetRef = context.nextRef();
  const acroFormRef = context.nextRef();

  // The field and its widget, on page 0, invisible.
  const acroForm = existingAcroForm(doc);
  const fields = context.lookup(acroForm.get(PDFName.of("Fields")));
  const fieldList = fields instanceof PDFArray ? fields.asArray() : [];
  const widget = context.obj({
    Type: "Annot",
    Subtype: "Widget",
    FT: "Sig",
    Rect: [0, 0, 0, 0],
    V: signatureRef,
    T: PDFHexString.of(utf16HexString(uniqueFieldName(doc, fieldList, input.fieldName)).slice(1, -1)),
    F: PRINT_AND_LOCKED,
    P: page.ref,
    AP: { N: appearanceRef },
  });
  const appearance = context.formXObject([], { BBox: [0, 0, 0, 0], Resources: {} });

  acroForm.set(PDFName.of("Fields"), context.obj([...fieldList, widgetRef]));
  // A viewer told to regenerate appearances would change what was signed.
  acroForm.delete(PDFName.of("NeedAppearances"));
  const flags = acroForm.lookup(PDFName.of("SigFlags"));
  const current = flags instanceof PDFNumber ? flags.asNumber() : 0;
  acroForm.set(PDFName.of("SigFlags"), PDFNumber.of(current | SIGNATURES_EXIST_APPEND_ONLY));

  const annots = context.lookup(page.node.get(PDFName.of("Annots")));
  const pageDict = page.node.clone(context);
  pageDict.set(PDFName.of("Annots"), context.obj([...(annots instanceof PDFArray ? annots.asArray() : []), widgetRef]));
  const catalog = doc.catalog.clone(context);
  catalog.set(PDFName.of("AcroForm"), acroFormRef);

  // The earlier revision stays byte for byte; pdf-lib ends it at %%EOF with no line end.
  const separator = base[base.length - 1] === 0x0a ? "" : "\n";
  const writer = new UpdateWriter(base.length);
  writer.write(separator);

  let byteRangeAt = -1;
  let hole = { start: -1, end: -1 };
  writer.object(signatureRef, (out) => {
    out.write(`<<\n${input.head}\n/ByteRange `);
    byteRangeAt = out.write(" ".repeat(BYTE_RANGE_SLOT));
    out.write("\n/Contents ");
    const start = out.write(`<${"0".repeat(input.contentsBytes * 2)}>`);
    hole = { start, end: out.position };
    input.tail(out);
    out.write("\n>>");
  });
  writer.object(appearanceRef, appearance);
  writer.object(widgetRef, widget);
  writer.object(acroFormRef, acroForm);
  writer.object(page.ref, pageDict);
  writer.object(root, catalog);
  // Everything the update refers to must exist: the earlier revisions' objects and the four above.
  if (context.largestObjectNumber !== savedObjects + 4) throw new SealError("The seal's update refers to unwritten objects");
  finishUpdate(writer, doc, root, prevXref);

  const bytes = concat(base, writer);
  const byteRange: [number, number, number, number] = [0, hole.start, hole.end, bytes.length - hole.end];
  bytes.set(latin1(byteRangeText(byteRange)), byteRangeAt);
  return { bytes, byteRange, hole, signatureRef };
}

/** The update's cross-reference section (one subsection per run of object numbers), trailer and end. */
function finishUpdate(writer: UpdateWriter, doc: PDFDocument, root: PDFRef, prevXref: number): void {
  const { context } = doc;
  const xrefAt = writer.write("xref\n");
  for (const run of runs([...writer.offsets.keys()])) {
    writer.write(`${run[0]} ${run.length}\n`);
    for (const number of run) {
      const { offset, generation } = writer.offsets.get(number)!;
      writer.write(`${String(offset).padStart(10, "0")} ${String(generation).padStart(5, "0")} n\r\n`);
    }
  }
  const trailer = context.obj({
    Size: context.largestObjectNumber + 1,
    Root: root,
    ...(context.trailerInfo.Info instanceof PDFRef ? { Info: context.trailerInfo.Info } : {}),
    ...(context.trailerInfo.ID instanceof PDFArray ? { ID: context.trailerInfo.ID } : {}),
    Prev: prevXref,
  });
  writer.write("trailer\n");
  writer.write(serialize(trailer));
  writer.write(`\nstartxref\n${xrefAt}\n%%EOF\n`);
}

function concat(base: Uint8Array, writer: UpdateWriter): Uint8Array {
  const bytes = new Uint8Array(writer.position);
  bytes.set(base, 0);
  bytes.set(writer.bytes(), base.length);
  return bytes;
}

/** Writes the DER signature into the hole (hex, zero padded), or throws when it does not fit. */
export function fillSignature(prepared: PreparedSignature, der: Uint8Array): Uint8Array {
  const room = (prepared.hole.end - prepared.hole.start - 2) / 2;
  if (der.length > room) {
    throw new SealError(`The signature needs ${der.length} bytes but only ${room} are reserved`);
  }
  const bytes = new Uint8Array(prepared.bytes);
  bytes.set(latin1(Buffer.from(der).toString("hex").toUpperCase()), prepared.hole.start + 1);
  return bytes;
}

/** The bytes the signature covers: everything but the hole. */
export function coveredParts(bytes: Uint8Array, range: readonly number[]): [Uint8Array, Uint8Array] {
  const [start = 0, firstLength = 0, second = 0, secondLength = 0] = range;
  return [bytes.subarray(start, start + firstLength), bytes.subarray(second, second + secondLength)];
}

function appName(name: string): string {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(name)) throw new SealError("The application name must be a plain PDF name");
  return `/${name}`;
}

/** Ascending runs of consecutive object numbers, one xref subsection each. */
function runs(numbers: number[]): number[][] {
  const result: number[][] = [];
  for (const number of [...numbers].sort((left, right) => left - right)) {
    const last = result.at(-1);
    if (last && last.at(-1) === number - 1) last.push(number);
    else result.push([number]);
  }
  return result;
}

/** The catalog's AcroForm as a fresh dictionary (copied, so the original object stays as it was). */
function existingAcroForm(doc: PDFDocument): PDFDict {
  const existing = doc.catalog.lookup(PDFName.of("AcroForm"));
  return existing instanceof PDFDict ? existing.clone(doc.context) : doc.context.obj({ Fields: [] });
}

function uniqueFieldName(doc: PDFDocument, fields: PDFObject[], base: string): string {
  const taken = new Set(
    fields.map((entry) => {
      const field = doc.context.lookup(entry);
      const name = field instanceof PDFDict ? field.lookup(PDFName.of("T")) : undefined;
      return name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : "";
    }),
  );
  let name = base;
  for (let counter = 2; taken.has(name); counter++) name = `${base} ${counter}`;
  return name;
}
