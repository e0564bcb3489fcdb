/**
 * What commit needs to know about uploaded bytes: that they are a readable, unencrypted PDF,
 * how many pages it has, and each page's displayed size.
 */
import { PDFDocument } from "pdf-lib";
import type { PageGeometry } from "../db/schema";

export class UnreadablePdfError extends Error {}

export interface PdfInspection {
  pageCount: number;
  pages: PageGeometry[];
}

const PDF_HEADER = Buffer.from("%PDF-");

/** Rounds to what a person can see: a hundredth of a point. */
const round = (value: number) => Math.round(value * 100) / 100;

type Rect = { x: number; y: number; width: number; height: number };

/** What readers show: the crop box clipped to the media box (PDF 32000, 14.11.2). */
function visibleBox(crop: Rect, media: Rect): Rect {
  const x = Math.max(crop.x, media.x);
  const y = Math.max(crop.y, media.y);
  const right = Math.min(crop.x + crop.width, media.x + media.width);
  const top = Math.min(crop.y + crop.height, media.y + media.height);
  return { x, y, width: right - x, height: top - y };
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  // A PDF may have junk before its header, but not much (readers allow 1024 bytes).
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf(PDF_HEADER) < 0) {
    throw new UnreadablePdfError("The file is not a PDF (no %PDF- header)");
  }
  let doc: PDFDocument;
  try {
    // Note: encryption is checked by hand so that a file that opens with an empty password
    // (which pdf-lib would otherwise refuse with a message about passwords) reads the same.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw new UnreadablePdfError(`The PDF could not be read: ${(error as Error).message}`);
  }
  if (doc.isEncrypted) {
    throw new UnreadablePdfError("The PDF is encrypted; upload a copy without a password or restrictions");
  }
  let pages: PageGeometry[];
  try {
    pages = doc.getPages().map((page) => {
      const box = visibleBox(page.getCropBox(), page.getMediaBox());
      const rotation = (((page.getRotation().angle % 360) + 360) % 360) as number;
      const quarterTurned = rotation === 90 || rotation === 270;
      return {
        width: round(quarterTurned ? box.height : box.width),
        height: round(quarterTurned ? box.width : box.height),
        rotation,
      };
    });
  } catch (error) {
    throw new UnreadablePdfError(`The PDF's page tree is damaged: ${(error as Error).message}`);
  }
  if (pages.length === 0) throw new UnreadablePdfError("The PDF has no pages");
  if (pages.some((page) => !(page.width > 0 && page.height > 0))) {
    throw new UnreadablePdfError("The PDF has a page without a usable size");
  }
  return { pageCount: pages.length, pages };
}
