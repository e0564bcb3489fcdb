/**
 * Seals a finished PDF (the stamped document, or the completion certificate) with one PAdES
 * signature: ETSI.CAdES.detached over the whole file, made by the seal certificate, with an
 * RFC 3161 signature timestamp when a timestamp authority is configured. Every visual change
 * must already be in `pdf`: this is the single, last pass, and the file is not touched after it.
 * With tsaUrl set, a timestamp failure throws TimestampError and nothing is sealed.
 */
import { SignPdf } from "@signpdf/signpdf";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject } from "pdf-lib";
import { CadesSigner } from "./cades-signer";
import { openSealKey } from "./seal-key";
import { addSignaturePlaceholder } from "./signature-placeholder";
import { requestTimestampToken } from "./timestamp-client";

export interface SealPdfOptions {
  certificate: { p12: Uint8Array; password: string };
  reason: string;
  signerName: string;
  location?: string;
  contactInfo?: string;
  /** The time claimed in the signature dictionary; now by default. */
  signingTime?: Date;
  tsaUrl?: string;
  fetch?: typeof fetch;
}

export class SealError extends Error {
  override name = "SealError";
}

/** Room for the signature, certificate chain and timestamp token; never less than 32 KiB. */
const MIN_SIGNATURE_BYTES = 32 * 1024;
const ROOM_BEYOND_CHAIN_BYTES = 24 * 1024;

export async function sealPdf(pdf: Uint8Array, options: SealPdfOptions): Promise<Uint8Array> {
  const key = openSealKey(options.certificate.p12, options.certificate.password);
  const doc = await loadUnsigned(pdf);
  const chainBytes = key.certificates.reduce((sum, certificate) => sum + certificate.length, 0);
  addSignaturePlaceholder(doc, {
    reason: options.reason,
    signerName: options.signerName,
    location: options.location,
    contactInfo: options.contactInfo,
    signingTime: options.signingTime ?? new Date(),
    contentsBytes: Math.max(MIN_SIGNATURE_BYTES, chainBytes + ROOM_BEYOND_CHAIN_BYTES),
    appName: "Signet",
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
  const { tsaUrl } = options;
  const signer = new CadesSigner(
    key,
    tsaUrl ? (digest) => requestTimestampToken({ tsaUrl, digest, fetch: options.fetch }) : undefined,
  );
  return new Uint8Array(await new SignPdf().sign(prepared, signer));
}

async function loadUnsigned(pdf: Uint8Array): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (error) {
    throw new SealError(`The PDF to seal could not be read: ${(error as Error).message}`);
  }
  // pdf-lib rewrites the whole file, which would break an earlier signature; stampDocument
  // flattens those away, so one here means the caller skipped that step.
  if (hasSignatureValue(doc))
    throw new SealError("The PDF already carries a signature; stamp (flatten) it before sealing");
  return doc;
}

function hasSignatureValue(doc: PDFDocument): boolean {
  const acroForm = doc.catalog.lookup(PDFName.of("AcroForm"));
  if (!(acroForm instanceof PDFDict)) return false;
  const seen = new Set<PDFObject>();
  const visit = (entries: PDFObject | undefined): boolean => {
    const list = doc.context.lookup(entries);
    if (!(list instanceof PDFArray)) return false;
    return list.asArray().some((entry) => {
      if (seen.has(entry)) return false;
      seen.add(entry);
      const field = doc.context.lookup(entry);
      if (!(field instanceof PDFDict)) return false;
      const value = field.lookup(PDFName.of("V"));
      return (value instanceof PDFDict && value.has(PDFName.of("ByteRange"))) || visit(field.get(PDFName.of("Kids")));
    });
  };
  return visit(acroForm.get(PDFName.of("Fields")));
}
