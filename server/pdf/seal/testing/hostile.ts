/**
 * Test helpers: documents and images that carry PDF structure keywords in places a signer,
 * sender or uploader controls, and the checks a sealed PDF must pass.
 */
import { deflateSync } from "node:zlib";
import { expect } from "vitest";
import { PDFDict, PDFDocument, PDFName, PDFRef, PDFString, StandardFonts } from "pdf-lib";
import { pdfSignatures, qpdfCheck } from "../../stamp/testing/poppler";
import { verifySealedPdf, type VerifySealedPdfOptions } from "../verify-sealed-pdf";

/** The placeholder @signpdf searched for, and the keywords a byte-searching sealer trips over. */
export const OLD_PLACEHOLDER = "/ByteRange [0 /********** /********** /**********]";
export const HOSTILE_STRINGS = [
  OLD_PLACEHOLDER,
  "/ByteRange [0 /**********",
  "/ByteRange ",
  "/Contents <",
  "%%EOF",
  "endstream",
  "startxref",
  "xref",
] as const;
export const HOSTILE_TEXT = HOSTILE_STRINGS.join(" ");

/** A small deterministic generator (mulberry32), so failures can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit RGB PNG (no alpha, so pdf-lib embeds its pixel bytes unchanged) whose raw pixels
 * are random noise with `payloads` written into them, once each, and compressed with
 * stored (level 0) deflate. Noise does not compress, so pdf-lib's own deflate of the image
 * also falls back to stored blocks and the payloads reach the PDF byte for byte.
 */
export function hostilePng(payloads: readonly string[], options: { width?: number; height?: number; seed?: number } = {}): Uint8Array {
  const width = options.width ?? 400;
  const rowBytes = width * 3;
  // Deflate looks back 32 KiB for matches: payloads further apart than that share none.
  const height = options.height ?? (payloads.length + 1) * Math.ceil((33 * 1024) / rowBytes);
  const random = seededRandom(options.seed ?? 1);
  const pixels = new Uint8Array(rowBytes * height);
  for (let index = 0; index < pixels.length; index++) pixels[index] = Math.floor(random() * 256);
  // Once each, spread over the rows: repeats would let deflate find matches and compress.
  const spacing = Math.floor(height / (payloads.length + 1));
  payloads.forEach((payload, index) => {
    const bytes = Buffer.from(payload, "latin1");
    if (bytes.length > rowBytes || spacing < 1) throw new Error("The PNG is too small for its payloads");
    pixels.set(bytes, (index + 1) * spacing * rowBytes + ((index * 37) % (rowBytes - bytes.length)));
  });
  const raw = new Uint8Array(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw, { level: 0 })),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}

export const containsBytes = (haystack: Uint8Array, needle: string) =>
  Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).includes(Buffer.from(needle, "latin1"));

/**
 * A one-page PDF whose Info dictionary carries `text`: Title and Author as pdf-lib writes them
 * (UTF-16 hex), Subject and Keywords as literal strings, so the keywords are in the file verbatim.
 */
export async function pdfWithHostileMetadata(text = HOSTILE_TEXT): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595.28, 841.89]).drawText("Metadata carries PDF keywords", { x: 72, y: 760, size: 14, font });
  doc.setTitle(text);
  doc.setSubject(text);
  doc.setAuthor(text);
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of("Subject"), PDFString.of(text));
  info.set(PDFName.of("Keywords"), PDFString.of(text));
  return doc.save({ useObjectStreams: false });
}

/**
 * A page whose content stream is stored uncompressed and holds the keywords verbatim: as
 * shown text (escaped as PDF strings must be) and as a comment line.
 */
export async function pdfWithUncompressedKeywords(options: { useObjectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  page.node.setFontDictionary(PDFName.of("F1"), font.ref);
  const escaped = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const lines = HOSTILE_STRINGS.map(
    (text, index) => `BT /F1 10 Tf 72 ${760 - index * 16} Td (${escaped(text)}) Tj ET\n% ${text}\n`,
  );
  const stream = doc.context.stream(lines.join(""));
  page.node.set(PDFName.of("Contents"), doc.context.register(stream));
  return doc.save({ useObjectStreams: options.useObjectStreams ?? false });
}

/**
 * `pdf` (as pdf-lib saves it, classic xref) with one incremental update appended by hand:
 * a new page content stream full of keywords, and page 1 again pointing at both streams.
 */
export async function pdfWithIncrementalUpdate(): Promise<Uint8Array> {
  const base = await pdfWithUncompressedKeywords();
  const doc = await PDFDocument.load(base);
  const page = doc.getPage(0);
  const pageRef = page.ref;
  const previousContents = page.node.get(PDFName.of("Contents"));
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(Buffer.from(base).toString("latin1"))?.[1]);
  if (!Number.isInteger(startxref)) throw new Error("No startxref in the base PDF");

  const contentNumber = doc.context.largestObjectNumber + 1;
  const streamText = `q 0 0 1 rg 72 72 20 20 re f Q\n% ${HOSTILE_TEXT}\n`;
  let text = "\n";
  const offsets = new Map<number, number>();
  const add = (number: number, generation: number, body: string) => {
    offsets.set(number, base.length + text.length);
    text += `${number} ${generation} obj\n${body}\nendobj\n`;
  };
  add(contentNumber, 0, `<< /Length ${streamText.length} >>\nstream\n${streamText}\nendstream`);
  page.node.set(PDFName.of("Contents"), doc.context.obj([previousContents as PDFRef, PDFRef.of(contentNumber)]));
  add(pageRef.objectNumber, pageRef.generationNumber, page.node.toString());
  const xrefAt = base.length + text.length;
  const rows = [...offsets.entries()]
    .sort(([left], [right]) => left - right)
    .map(([number, at]) => `${number} 1\n${String(at).padStart(10, "0")} 00000 n\r\n`)
    .join("");
  const root = doc.context.trailerInfo.Root!.toString();
  text += `xref\n${rows}trailer\n<< /Size ${contentNumber + 1} /Root ${root} /Prev ${startxref} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(base), Buffer.from(text, "latin1")]));
}

/** What poppler, qpdf and the in-process verifier must all say about a good seal. */
export async function expectOneValidSeal(pdf: Uint8Array, options: VerifySealedPdfOptions = {}): Promise<void> {
  const report = pdfSignatures(pdf);
  expect(report.match(/^Signature #\d+:/gm) ?? []).toHaveLength(1);
  expect(report).toContain("Signature Validation: Signature is Valid.");
  expect(report).toContain("Total document signed");
  const check = qpdfCheck(pdf);
  expect(check.status, check.output).toBe(0);
  await verifySealedPdf(pdf, options);
}
