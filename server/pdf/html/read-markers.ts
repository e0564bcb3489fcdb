/**
 * Reads the marker links Chromium wrote into the PDF (see mark-fields.ts), turns their
 * rectangles into top-left-origin points, and takes them out of the document: the output keeps
 * the template author's own links and none of ours.
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFObject, PDFRef, PDFString } from "pdf-lib";
import { HtmlTemplateError } from "./html-template-error";

export interface MarkerRect {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ReadMarkersResult {
  pdf: Uint8Array;
  pageCount: number;
  markers: Record<string, MarkerRect>;
}

const round = (value: number) => Math.round(value * 100) / 100;

function linkUri(annotation: PDFDict): string | undefined {
  if (annotation.get(PDFName.of("Subtype")) !== PDFName.of("Link")) return undefined;
  const action = annotation.lookupMaybe(PDFName.of("A"), PDFDict);
  const uri = action?.lookup(PDFName.of("URI"));
  return uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : undefined;
}

function rectOf(annotation: PDFDict): [number, number, number, number] {
  const rect = annotation.lookup(PDFName.of("Rect"), PDFArray);
  const [x1, y1, x2, y2] = [0, 1, 2, 3].map((index) => rect.lookup(index, PDFNumber).asNumber()) as [number, number, number, number];
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
}

function union(a: MarkerRect, b: MarkerRect): MarkerRect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { page: a.page, x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

export async function readMarkers(pdf: Uint8Array, linkPrefix: string): Promise<ReadMarkersResult> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  // A Map, not an object: "constructor" and "toString" are valid keys.
  const markers = new Map<string, MarkerRect>();
  let removed = 0;

  document.getPages().forEach((page, pageIndex) => {
    const annotations = page.node.Annots();
    if (!annotations) return;
    const media = page.getMediaBox();
    const kept: PDFObject[] = [];
    for (let index = 0; index < annotations.size(); index++) {
      const ref = annotations.get(index);
      const uri = linkUri(annotations.lookup(index, PDFDict));
      if (uri === undefined || !uri.startsWith(linkPrefix)) {
        kept.push(ref);
        continue;
      }
      const key = decodeURIComponent(uri.slice(linkPrefix.length));
      const [left, bottom, right, top] = rectOf(annotations.lookup(index, PDFDict));
      const rect = { page: pageIndex, x: left - media.x, y: media.y + media.height - top, w: right - left, h: top - bottom };
      const before = markers.get(key);
      if (before && before.page !== pageIndex) {
        throw new HtmlTemplateError(
          `The field marker ${JSON.stringify(key)} is split across two pages; keep it on one page (for example with break-inside: avoid).`,
        );
      }
      markers.set(key, before ? union(before, rect) : rect);
      if (ref instanceof PDFRef) document.context.delete(ref);
      removed += 1;
    }
    if (kept.length === annotations.size()) return;
    if (kept.length === 0) page.node.delete(PDFName.of("Annots"));
    else page.node.set(PDFName.of("Annots"), document.context.obj(kept));
  });

  const rounded = [...markers].map(([key, rect]) => [key, { page: rect.page, x: round(rect.x), y: round(rect.y), w: round(rect.w), h: round(rect.h) }]);
  // Nothing to take out: keep Chromium's bytes as they are.
  const bytes = removed === 0 ? pdf : await document.save();
  return { pdf: bytes, pageCount: document.getPageCount(), markers: Object.fromEntries(rounded) as Record<string, MarkerRect> };
}
