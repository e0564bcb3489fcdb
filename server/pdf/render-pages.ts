/**
 * Page previews and a thumbnail, rendered with PDF.js on a server canvas (@napi-rs/canvas).
 * Pages are rendered one at a time and released, so memory stays bounded by one page.
 */
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

export const PREVIEW_WIDTH_PX = 1000;
export const THUMBNAIL_WIDTH_PX = 240;
// A guard against absurd page sizes (a 200-inch poster): never more than this many pixels.
const MAX_PIXELS = 6_000_000;
const WEBP_QUALITY = 82;

export interface RenderedPage {
  page: number;
  image: Buffer;
  widthPx: number;
  heightPx: number;
  /** The page's size as displayed, in points. */
  widthPt: number;
  heightPt: number;
}

export class PageRenderError extends Error {}

// PDF.js loads its standard fonts and CJK character maps from these folders.
const pdfjsRoot = path.join(process.cwd(), "node_modules", "pdfjs-dist");
const documentOptions = {
  isEvalSupported: false,
  verbosity: 0,
  standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts") + path.sep,
  cMapUrl: path.join(pdfjsRoot, "cmaps") + path.sep,
  cMapPacked: true,
};

async function renderPage(pdf: PDFDocumentProxy, pageNumber: number, widthPx: number): Promise<RenderedPage> {
  const page = await pdf.getPage(pageNumber);
  try {
    const natural = page.getViewport({ scale: 1 });
    let scale = widthPx / natural.width;
    const pixels = natural.width * scale * natural.height * scale;
    if (pixels > MAX_PIXELS) scale *= Math.sqrt(MAX_PIXELS / pixels);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    const context = canvas.getContext("2d");
    // Paper is white; PDF.js leaves unpainted areas transparent.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const image = await canvas.encode("webp", WEBP_QUALITY);
    return { page: pageNumber - 1, image, widthPx: canvas.width, heightPx: canvas.height, widthPt: natural.width, heightPt: natural.height };
  } finally {
    page.cleanup();
  }
}

/**
 * Renders every page at preview width and the first page at thumbnail width, handing each
 * image to `onPage` as soon as it exists (so the caller can store it and let it go).
 */
export async function renderPreviews(
  bytes: Uint8Array,
  onPage: (rendered: RenderedPage, kind: "preview" | "thumbnail") => Promise<void>,
): Promise<void> {
  let pdf: PDFDocumentProxy;
  try {
    pdf = await getDocument({ ...documentOptions, data: new Uint8Array(bytes) }).promise;
  } catch (error) {
    throw new PageRenderError(`PDF.js could not open the document: ${(error as Error).message}`);
  }
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      let rendered: RenderedPage;
      try {
        rendered = await renderPage(pdf, pageNumber, PREVIEW_WIDTH_PX);
      } catch (error) {
        throw new PageRenderError(`Page ${pageNumber} could not be rendered: ${(error as Error).message}`);
      }
      await onPage(rendered, "preview");
      if (pageNumber === 1) await onPage(await renderPage(pdf, 1, THUMBNAIL_WIDTH_PX), "thumbnail");
    }
  } finally {
    await pdf.destroy();
  }
}

/**
 * Every page at `widthPx` as WebP, in order, without a thumbnail: for previews that are shown
 * once and never stored (the HTML template editor's).
 */
export async function renderPageImages(bytes: Uint8Array, widthPx: number): Promise<RenderedPage[]> {
  let pdf: PDFDocumentProxy;
  try {
    pdf = await getDocument({ ...documentOptions, data: new Uint8Array(bytes) }).promise;
  } catch (error) {
    throw new PageRenderError(`PDF.js could not open the document: ${(error as Error).message}`);
  }
  try {
    const pages: RenderedPage[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) pages.push(await renderPage(pdf, pageNumber, widthPx));
    return pages;
  } finally {
    await pdf.destroy();
  }
}
