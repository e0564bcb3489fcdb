/**
 * Adds one invisible signature field whose value is a signature dictionary with a /ByteRange
 * placeholder and zero-filled /Contents, in the layout @signpdf's SignPdf.sign expects.
 *
 * Note: @signpdf/placeholder-pdf-lib does the same, but writes /Reason, /Name, /Location and
 * /ContactInfo as raw literal strings: a character outside Latin-1 (a signer named 東京) is
 * truncated to a wrong byte, and an unbalanced parenthesis or a backslash in a subject breaks
 * the file. This writes them as UTF-16 text strings instead.
 */
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFString,
} from "pdf-lib";

export interface SignaturePlaceholderInput {
  reason: string;
  signerName: string;
  location?: string;
  contactInfo?: string;
  signingTime: Date;
  /** Bytes reserved for the CMS signature; /Contents holds twice as many hex digits. */
  contentsBytes: number;
  appName: string;
}

const PRINT_AND_LOCKED = 4 | 128;

export function addSignaturePlaceholder(doc: PDFDocument, input: SignaturePlaceholderInput): void {
  const { context } = doc;
  const text = (value: string) => PDFHexString.fromText(value);
  const byteRange = PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER);
  const signature = context.obj({
    Type: "Sig",
    Filter: "Adobe.PPKLite",
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: [0, byteRange, byteRange, byteRange],
    Contents: PDFHexString.of("00".repeat(input.contentsBytes)),
    Reason: text(input.reason),
    M: PDFString.fromDate(input.signingTime),
    Name: text(input.signerName),
    ...(input.location ? { Location: text(input.location) } : {}),
    ...(input.contactInfo ? { ContactInfo: text(input.contactInfo) } : {}),
    Prop_Build: { Filter: { Name: "Adobe.PPKLite" }, App: { Name: input.appName } },
  });
  // Written as raw bytes so that pdf-lib never moves it into a compressed object stream,
  // where the placeholder could not be found and replaced.
  const bytes = new Uint8Array(signature.sizeInBytes());
  signature.copyBytesInto(bytes, 0);
  const signatureRef = context.register(PDFInvalidObject.of(bytes));

  const page = doc.getPage(0);
  const acroForm = formDictionary(doc);
  const fields = acroForm.lookup(PDFName.of("Fields"));
  const fieldList = fields instanceof PDFArray ? fields : context.obj([]);
  const widgetRef = context.register(
    context.obj({
      Type: "Annot",
      Subtype: "Widget",
      FT: "Sig",
      Rect: [0, 0, 0, 0],
      V: signatureRef,
      T: PDFHexString.fromText(uniqueFieldName(doc, fieldList, "Signet seal")),
      F: PRINT_AND_LOCKED,
      P: page.ref,
      AP: { N: context.register(context.formXObject([], { BBox: [0, 0, 0, 0], Resources: {} })) },
    }),
  );
  page.node.addAnnot(widgetRef);
  fieldList.push(widgetRef);
  acroForm.set(PDFName.of("Fields"), fieldList);
  const flags = acroForm.lookup(PDFName.of("SigFlags"));
  const current = flags instanceof PDFNumber ? flags.asNumber() : 0;
  acroForm.set(PDFName.of("SigFlags"), PDFNumber.of(current | SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY));
}

function formDictionary(doc: PDFDocument): PDFDict {
  const existing = doc.catalog.lookup(PDFName.of("AcroForm"));
  if (existing instanceof PDFDict) return existing;
  const created = doc.context.obj({ Fields: [] });
  doc.catalog.set(PDFName.of("AcroForm"), doc.context.register(created));
  return created;
}

function uniqueFieldName(doc: PDFDocument, fields: PDFArray, base: string): string {
  const taken = new Set(
    fields.asArray().map((entry) => {
      const field = doc.context.lookup(entry);
      const name = field instanceof PDFDict ? field.lookup(PDFName.of("T")) : undefined;
      return name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : "";
    }),
  );
  let name = base;
  for (let counter = 2; taken.has(name); counter++) name = `${base} ${counter}`;
  return name;
}
