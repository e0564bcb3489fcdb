/**
 * Page previews and a thumbnail, rendered with PDF.js on a server canvas (@napi-rs/canvas) in a
 * worker thread under a time budget (worker/pdf-worker.mjs), so that a hostile file never blocks
 * the server's event loop and never holds a job runner for long. Pages are rendered one at a
 * time and handed over one at a time, so memory stays bounded by one page.
 */
import { PREVIEW_WIDTH_PX } from "../../lib/page-renditions";
import type { PdfFailureReason } from "../../lib/schemas/pdf-assets";
import { PdfTaskError, renderInWorker, type Budget, type WorkerPage } from "./worker/run-pdf-worker";

export { PREVIEW_WIDTH_PX };
export const THUMBNAIL_WIDTH_PX = 240;

/**
 * A page renders in well under a second; 30 s means the page is built to be slow. The whole
 * document may take 10 minutes (a 1,000-page PDF renders in about 2).
 */
export const RENDER_BUDGET: Required<Budget> = { totalMs: 10 * 60_000, stepMs: 30_000 };

export interface RenderedPage {
  page: number;
  image: Buffer;
  widthPx: number;
  heightPx: number;
  /** The page's size as displayed, in points. */
  widthPt: number;
  heightPt: number;
}

export class PageRenderError extends Error {
  constructor(
    message: string,
    /** What a person is told; the message keeps the details. */
    readonly reason: PdfFailureReason,
  ) {
    super(message);
  }
}

export interface RenderOptions {
  /** Refuse documents with more pages than this (PDF.js's count). */
  maxPages?: number;
  budget?: Budget;
}

const toRendered = (page: WorkerPage): RenderedPage => ({ ...page, image: Buffer.from(page.image.buffer, page.image.byteOffset, page.image.byteLength) });

async function render(
  input: { bytes: Uint8Array; widthPx: number; thumbnailWidthPx?: number; onlyPage?: number; firstPages?: number },
  options: RenderOptions,
  onPage: (rendered: RenderedPage, kind: "preview" | "thumbnail") => Promise<void>,
): Promise<void> {
  try {
    await renderInWorker({ ...input, maxPages: options.maxPages }, options.budget ?? RENDER_BUDGET, (page, kind) => onPage(toRendered(page), kind));
  } catch (error) {
    if (error instanceof PdfTaskError) throw new PageRenderError(error.message, error.reason);
    throw error;
  }
}

/**
 * Renders every page at preview width and the first page at thumbnail width, handing each
 * image to `onPage` as soon as it exists (so the caller can store it and let it go).
 */
export async function renderPreviews(
  bytes: Uint8Array,
  onPage: (rendered: RenderedPage, kind: "preview" | "thumbnail") => Promise<void>,
  options: RenderOptions = {},
): Promise<void> {
  await render({ bytes, widthPx: PREVIEW_WIDTH_PX, thumbnailWidthPx: THUMBNAIL_WIDTH_PX }, options, onPage);
}

/**
 * Every page at `widthPx` as WebP, in order, without a thumbnail, or only the first
 * `firstPages`: for previews that are shown once and never stored (the HTML template editor's).
 */
export async function renderPageImages(
  bytes: Uint8Array,
  widthPx: number,
  options: RenderOptions & { firstPages?: number } = {},
): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  await render({ bytes, widthPx, firstPages: options.firstPages }, options, async (rendered) => {
    pages.push(rendered);
  });
  return pages;
}

/** One page is asked for while a reader waits: it gets one step's time, and opening the file. */
export const ONE_PAGE_BUDGET: Required<Budget> = { totalMs: 45_000, stepMs: RENDER_BUDGET.stepMs };

/**
 * One page (0-based `page`) at `widthPx` as WebP: a rendition asked for on demand (the zoom
 * rendition of the signing page), under a budget of its own.
 */
export async function renderPageImage(bytes: Uint8Array, page: number, widthPx: number, options: Pick<RenderOptions, "budget"> = {}): Promise<RenderedPage> {
  let result: RenderedPage | undefined;
  await render({ bytes, widthPx, onlyPage: page + 1 }, { budget: options.budget ?? ONE_PAGE_BUDGET }, async (rendered) => {
    result = rendered;
  });
  if (!result) throw new PageRenderError(`Page ${page + 1} was not rendered`, "DAMAGED");
  return result;
}
