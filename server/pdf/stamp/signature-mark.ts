/**
 * A signer's adopted signature inside a SIGNATURE field: the drawn PNG scaled to fit with its
 * aspect ratio kept, or the typed name in a script font (characters the script font lacks fall
 * back to the text fonts). Both are centred. Operators are in field-local space.
 */
import {
  concatTransformationMatrix,
  drawObject,
  type PDFDocument,
  type PDFImage,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from "pdf-lib";
import type { Language } from "@/lib/languages";
import { fontsFor, SCRIPT_FONTS } from "../fonts/font-files";
import type { DocumentFonts } from "./document-fonts";
import { StampError } from "./stamp-errors";
import { textLineOperators } from "./text-line";

export type StampSignature = { type: "DRAWN"; imagePng: Uint8Array } | { type: "TYPED"; text: string };

const INK = rgb(0.05, 0.13, 0.4);
const PADDING_RATIO = 0.05;

/** Embeds each distinct PNG once, however many fields show it. */
export class SignatureImages {
  private readonly images = new Map<Uint8Array, Promise<PDFImage>>();

  constructor(private readonly doc: PDFDocument) {}

  image(png: Uint8Array): Promise<PDFImage> {
    let image = this.images.get(png);
    if (!image) {
      image = this.doc.embedPng(png).catch((error: unknown) => {
        throw new StampError(`The signature image is not a readable PNG: ${(error as Error).message}`);
      });
      this.images.set(png, image);
    }
    return image;
  }
}

export async function signatureOperators(
  page: PDFPage,
  tools: { fonts: DocumentFonts; images: SignatureImages },
  signature: StampSignature,
  box: { w: number; h: number },
  language: Language,
): Promise<PDFOperator[]> {
  if (signature.type === "TYPED") {
    return textLineOperators(page, tools.fonts, signature.text, box, {
      fonts: fontsFor(SCRIPT_FONTS, language),
      maxFontSize: 40,
      heightRatio: 0.6,
      align: "center",
      color: INK,
    });
  }
  const image = await tools.images.image(signature.imagePng);
  const padding = Math.min(box.w, box.h) * PADDING_RATIO;
  const scale = Math.min((box.w - 2 * padding) / image.width, (box.h - 2 * padding) / image.height);
  if (!(scale > 0)) return [];
  const width = image.width * scale;
  const height = image.height * scale;
  const name = page.node.newXObject("Signature", image.ref);
  return [
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, (box.w - width) / 2, (box.h - height) / 2),
    drawObject(name),
    popGraphicsState(),
  ];
}
