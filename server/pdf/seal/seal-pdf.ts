/**
 * Seals a finished PDF (the stamped document, or the completion certificate) with one PAdES
 * signature: ETSI.CAdES.detached over the whole file, made by the seal certificate, with an
 * RFC 3161 signature timestamp when a timestamp authority is configured (PAdES B-T). Every
 * visual change must already be in `pdf`: this is the single, last pass.
 *
 * 1. pdf-lib reads the PDF, refuses one that still carries a signature, drops objects nothing
 *    refers to, and writes it once more with a classic cross-reference table: revision 1.
 * 2. signature-increment.ts appends the seal's incremental update byte by byte and knows
 *    where the /ByteRange and the /Contents hole are; nothing is ever searched for.
 * 3. cms-signed-data.ts signs the covered bytes (PKI.js); the DER goes into the hole.
 * 4. verify-sealed-pdf.ts checks the result in process; a result that does not verify is
 *    never returned (SealError).
 * With tsaUrl set, the seal gets a signature time-stamp (B-T), then two more incremental updates
 * make it PAdES B-LTA:
 * 5. revocation.ts fetches an OCSP response (or a CRL) for every certificate of the seal's chain
 *    and of the time-stamp authority's that names where to ask, and signature-increment.ts
 *    appends them with the certificates in a /DSS dictionary (B-LT);
 * 6. a document time-stamp over every byte before it is appended (B-LTA), and the whole is
 *    verified again.
 * A timestamp failure throws TimestampError, a revocation data failure RevocationError, and
 * nothing is returned: never a B-T file in place of the B-LTA one.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from "pdf-lib";
import { CmsError, createSignedData, type DerAttribute, embeddedCertificates, readSignedData, sha256 } from "./cms-signed-data";
import { OID } from "./oids";
import { SealError } from "./seal-error";
import { openSealKey } from "./seal-key";
import { collectValidationData } from "./revocation";
import {
  appendDocumentTimestampIncrement,
  appendDssIncrement,
  appendSignatureIncrement,
  coveredParts,
  fillSignature,
} from "./signature-increment";
import { requestTimestampToken } from "./timestamp-client";
import { verifySealedPdf } from "./verify-sealed-pdf";

export { SealError } from "./seal-error";
export { RevocationError } from "./revocation";
export { TimestampError } from "./timestamp-client";

export interface SealPdfOptions {
  certificate: { p12: Uint8Array; password: string };
  reason: string;
  signerName: string;
  location?: string;
  contactInfo?: string;
  /** The time claimed in the signature dictionary; now by default. */
  signingTime?: Date;
  tsaUrl?: string;
  /** Used for the time-stamp authority and for OCSP responders, CRLs and issuer certificates. */
  fetch?: typeof fetch;
}

/** Room for the signature, certificate chain and timestamp token; never less than 32 KiB. */
const MIN_SIGNATURE_BYTES = 32 * 1024;
const ROOM_BEYOND_CHAIN_BYTES = 24 * 1024;

/** A finished file, or a document pdf-lib holds (see sealPdf). */
export type SealablePdf = Uint8Array | PDFDocument;

/**
 * `pdf` is the finished file, or a document pdf-lib holds already (stampIntoDocument's), which
 * is then written only once; such a document is changed by sealing and must not be used after.
 */
export async function sealPdf(pdf: SealablePdf, options: SealPdfOptions): Promise<Uint8Array> {
  const key = openSealKey(options.certificate.p12, options.certificate.password);
  const doc = refuseSigned(pdf instanceof PDFDocument ? pdf : await load(pdf));
  removeUnreachableObjects(doc);
  let base: Uint8Array;
  try {
    base = await doc.save({ useObjectStreams: false, updateFieldAppearances: false, addDefaultPage: false });
  } catch (error) {
    throw new SealError(`The PDF to seal could not be written: ${(error as Error).message}`);
  }

  const chainBytes = key.certificates.reduce((sum, certificate) => sum + certificate.length, 0);
  const prepared = appendSignatureIncrement(doc, base, {
    reason: options.reason,
    signerName: options.signerName,
    location: options.location,
    contactInfo: options.contactInfo,
    signingTime: options.signingTime ?? new Date(),
    contentsBytes: Math.max(MIN_SIGNATURE_BYTES, chainBytes + ROOM_BEYOND_CHAIN_BYTES),
    appName: "Signet",
  });

  const { tsaUrl } = options;
  let signatureTimestamp: Uint8Array | undefined;
  const timestamp = tsaUrl
    ? async (signatureValue: Uint8Array): Promise<DerAttribute[]> => {
        signatureTimestamp = await requestTimestampToken({ tsaUrl, digest: sha256(signatureValue), fetch: options.fetch });
        return [{ type: OID.signatureTimeStampToken, values: [signatureTimestamp] }];
      }
    : undefined;
  let signature: Uint8Array;
  try {
    signature = await createSignedData({
      key,
      contentType: OID.data,
      content: { detachedSha256: sha256(...coveredParts(prepared.bytes, prepared.byteRange)) },
      unsignedAttributes: timestamp,
    });
  } catch (error) {
    if (error instanceof CmsError) throw new SealError(`The seal signature could not be made: ${error.message}`);
    throw error;
  }
  const sealed = fillSignature(prepared, signature);
  if (!tsaUrl) {
    await verifySealedPdf(sealed, { certificate: key.certificates[0] });
    return sealed;
  }
  if (!signatureTimestamp) throw new SealError("The seal signature carries no time-stamp although a TSA is configured");
  const longTerm = await addLongTermValidation(sealed, {
    tsaUrl,
    certificates: [...key.certificates, ...timestampCertificates(signatureTimestamp)],
    documentTimestampBytes: Math.max(MIN_DOCUMENT_TIMESTAMP_BYTES, signatureTimestamp.length + ROOM_BEYOND_TOKEN_BYTES),
    fetch: options.fetch,
  });
  await verifySealedPdf(longTerm, { certificate: key.certificates[0], requireTimestamp: true, requireLongTermValidation: true });
  return longTerm;
}

const MIN_DOCUMENT_TIMESTAMP_BYTES = 16 * 1024;
const ROOM_BEYOND_TOKEN_BYTES = 8 * 1024;

/** The certificates a time-stamp token carries (the authority's, and its chain when sent). */
function timestampCertificates(token: Uint8Array): Uint8Array[] {
  try {
    return embeddedCertificates(readSignedData(token));
  } catch (error) {
    throw new SealError(`The signature time-stamp could not be read: ${(error as Error).message}`);
  }
}

/**
 * PAdES B-LT, then B-LTA: the validation data of every certificate in a /DSS update, then a
 * document time-stamp over the whole file before it.
 */
async function addLongTermValidation(
  sealed: Uint8Array,
  input: { tsaUrl: string; certificates: Uint8Array[]; documentTimestampBytes: number; fetch?: typeof fetch },
): Promise<Uint8Array> {
  const data = await collectValidationData({ certificates: input.certificates, fetch: input.fetch });
  const withDss = appendDssIncrement(await load(sealed), sealed, data);
  const prepared = appendDocumentTimestampIncrement(await load(withDss), withDss, { contentsBytes: input.documentTimestampBytes });
  const token = await requestTimestampToken({
    tsaUrl: input.tsaUrl,
    digest: sha256(...coveredParts(prepared.bytes, prepared.byteRange)),
    fetch: input.fetch,
  });
  return fillSignature(prepared, token);
}

async function load(pdf: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (error) {
    throw new SealError(`The PDF to seal could not be read: ${(error as Error).message}`);
  }
}

function refuseSigned(doc: PDFDocument): PDFDocument {
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

/**
 * Objects that nothing reachable from the trailer refers to (an earlier revision's signature
 * dictionary left behind by flattening, say) are dropped rather than carried along: nothing
 * can show them, and the sealed file then holds exactly one signature dictionary.
 */
function removeUnreachableObjects(doc: PDFDocument): void {
  const { context } = doc;
  const reachable = new Set<PDFRef>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info, context.trailerInfo.ID].filter(
    (object): object is PDFObject => object !== undefined,
  );
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (reachable.has(object)) continue;
      reachable.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reachable.has(ref)) context.delete(ref);
  }
}
