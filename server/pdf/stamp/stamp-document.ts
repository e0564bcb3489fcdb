/**
 * Finalization, first step: every field value and adopted signature stamped into the source
 * PDF, and the document's own form flattened, so that the result is final page content ready
 * for one sealing pass (../seal/seal-pdf.ts). Geometry as in API.md; see field-geometry.ts.
 */
import {
  concatTransformationMatrix,
  PDFDocument,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from "pdf-lib";
import type { Language } from "@/lib/languages";
import { fontsFor, TEXT_FONTS } from "../fonts/font-files";
import { checkmarkOperators } from "./checkmark";
import { DocumentFonts } from "./document-fonts";
import { type FieldBox, fieldToUserSpace, pageFrame } from "./field-geometry";
import { flattenForm } from "./flatten-form";
import { SignatureImages, signatureOperators, type StampSignature } from "./signature-mark";
import { StampError } from "./stamp-errors";
import { textLineOperators } from "./text-line";

export type { StampSignature } from "./signature-mark";

export type StampField = FieldBox & {
  /** The language of the signer whose value it is: Japanese prints kanji in their Japanese forms (fontsFor). */
  language?: Language;
} & (
    /** fontSize caps the size; longer text shrinks to fit the box. */
    | { type: "TEXT"; value: string | null; fontSize?: number }
    /** Printed as given: the signing page stores dates as yyyy-mm-dd. */
    | { type: "DATE"; value: string | null }
    | { type: "CHECKBOX"; value: boolean | null }
    | { type: "SIGNATURE"; signature: StampSignature | null }
  );

export interface StampDocumentInput {
  fields: StampField[];
}

const TEXT_COLOR = rgb(0.08, 0.08, 0.12);
const TEXT_STYLE = { maxFontSize: 12, heightRatio: 0.6, align: "left", color: TEXT_COLOR } as const;

export async function stampDocument(sourcePdf: Uint8Array, input: StampDocumentInput): Promise<Uint8Array> {
  // The form is gone, so there are no field appearances left for pdf-lib to refresh.
  return (await stampIntoDocument(sourcePdf, input)).save({ updateFieldAppearances: false });
}

/**
 * The stamped document before it is written: finalization hands it straight to sealPdf, which
 * writes it once, instead of writing it here and parsing it again there.
 */
export async function stampIntoDocument(sourcePdf: Uint8Array, input: StampDocumentInput): Promise<PDFDocument> {
  const doc = await loadSource(sourcePdf);
  const fonts = new DocumentFonts(doc);
  const images = new SignatureImages(doc);
  await flattenForm(doc, () => fonts.font("sans"));

  const pages = doc.getPages();
  for (const [index, field] of input.fields.entries()) {
    const page = pages[field.page];
    if (!page)
      throw new StampError(`Field ${index} is on page ${field.page}, but the document has ${pages.length} pages`);
    if (![field.x, field.y, field.w, field.h].every(Number.isFinite) || field.w <= 0 || field.h <= 0) {
      throw new StampError(`Field ${index} has no usable rectangle`);
    }
    const operators = await fieldOperators(page, { fonts, images }, field);
    if (operators.length === 0) continue;
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(...fieldToUserSpace(pageFrame(page), field)),
      ...operators,
      popGraphicsState(),
    );
  }
  return doc;
}

async function loadSource(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    throw new StampError(`The source PDF could not be read: ${(error as Error).message}`);
  }
}

function fieldOperators(
  page: PDFPage,
  tools: { fonts: DocumentFonts; images: SignatureImages },
  field: StampField,
): Promise<PDFOperator[]> | PDFOperator[] {
  const language = field.language ?? "en";
  const style = { ...TEXT_STYLE, fonts: fontsFor(TEXT_FONTS, language) };
  switch (field.type) {
    case "TEXT":
      return field.value ? textLineOperators(page, tools.fonts, field.value, field, { ...style, maxFontSize: field.fontSize ?? style.maxFontSize }) : [];
    case "DATE":
      return field.value ? textLineOperators(page, tools.fonts, field.value, field, style) : [];
    case "CHECKBOX":
      return field.value === true ? checkmarkOperators(field, TEXT_COLOR) : [];
    case "SIGNATURE":
      return field.signature ? signatureOperators(page, tools, field.signature, field, language) : [];
  }
}
