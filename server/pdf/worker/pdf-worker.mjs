/**
 * The thread that reads, renders and verifies untrusted PDFs, and renders online forms as PDFs, one task
 * at a time (run-pdf-worker.ts hands tasks over and kills the thread when a task's time budget
 * runs out). A hostile file or form can then cost this thread seconds or its memory limit, but
 * never the server's heap or event loop.
 *
 * Plain JavaScript on purpose: `next start`, `next dev`, tsx (the CLI) and vitest all load it
 * from the source tree as it is, with no bundler or TypeScript loader in between.
 *
 * From the parent: {type: "task", task, ...input}, and {type: "next"} after each page.
 * To the parent: {type: "page", page, kind} (then it waits for "next", so pages are stored one
 * at a time), and last {type: "result", value} or {type: "failure", kind, reason, message}.
 */
import { parentPort } from "node:worker_threads";
import { openWithPdfjs } from "./open-with-pdfjs.mjs";

class TaskFailure extends Error {
  /**
   * @param {"unreadable" | "limit" | "render"} kind
   * @param {"NOT_A_PDF" | "DAMAGED" | "ENCRYPTED" | "NO_PAGES" | "TOO_MANY_PAGES" | "PAGE_TOO_LARGE"} reason
   *   what a person is told (lib/schemas/pdf-assets.ts); the message keeps the details
   */
  constructor(kind, reason, message) {
    super(message);
    this.kind = kind;
    this.reason = reason;
  }
}

// ---------------------------------------------------------------------------------------------
// inspect: page count and each page's displayed size, with pdf-lib

const PDF_HEADER = Buffer.from("%PDF-");

/** Rounds to what a person can see: a hundredth of a point. */
const round = (value) => Math.round(value * 100) / 100;

/** What readers show: the crop box clipped to the media box (PDF 32000, 14.11.2). */
function visibleBox(crop, media) {
  const x = Math.max(crop.x, media.x);
  const y = Math.max(crop.y, media.y);
  const right = Math.min(crop.x + crop.width, media.x + media.width);
  const top = Math.min(crop.y + crop.height, media.y + media.height);
  return { x, y, width: right - x, height: top - y };
}

async function inspect({ bytes, limits }) {
  // A PDF may have junk before its header, but not much (readers allow 1024 bytes).
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf(PDF_HEADER) < 0) {
    throw new TaskFailure("unreadable", "NOT_A_PDF", "The file is not a PDF (no %PDF- header)");
  }
  const { PDFDocument } = await import("pdf-lib");
  let doc;
  try {
    // Note: encryption is checked by hand so that a file that opens with an empty password
    // (which pdf-lib would otherwise refuse with a message about passwords) reads the same.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw new TaskFailure("unreadable", "DAMAGED", `The PDF could not be read: ${error.message}`);
  }
  if (doc.isEncrypted) {
    throw new TaskFailure("unreadable", "ENCRYPTED", "The PDF is encrypted; upload a copy without a password or restrictions");
  }
  let leaves;
  try {
    leaves = doc.getPages();
  } catch (error) {
    throw new TaskFailure("unreadable", "DAMAGED", `The PDF's page tree is damaged: ${error.message}`);
  }
  if (leaves.length === 0) throw new TaskFailure("unreadable", "NO_PAGES", "The PDF has no pages");
  // Counted before any page is measured: the cap is what keeps the rest of the work small.
  if (limits?.maxPages !== undefined && leaves.length > limits.maxPages) {
    throw new TaskFailure("limit", "TOO_MANY_PAGES", `The PDF has ${leaves.length} pages; ${limits.planName} allows at most ${limits.maxPages} pages per PDF`);
  }
  let pages;
  try {
    pages = leaves.map((page) => {
      const box = visibleBox(page.getCropBox(), page.getMediaBox());
      const rotation = ((page.getRotation().angle % 360) + 360) % 360;
      const quarterTurned = rotation === 90 || rotation === 270;
      return {
        width: round(quarterTurned ? box.height : box.width),
        height: round(quarterTurned ? box.width : box.height),
        rotation,
      };
    });
  } catch (error) {
    throw new TaskFailure("unreadable", "DAMAGED", `The PDF's page tree is damaged: ${error.message}`);
  }
  if (pages.some((page) => !(page.width > 0 && page.height > 0))) {
    throw new TaskFailure("unreadable", "DAMAGED", "The PDF has a page without a usable size");
  }
  if (limits?.maxPageSidePt !== undefined) {
    const index = pages.findIndex((page) => page.width > limits.maxPageSidePt || page.height > limits.maxPageSidePt);
    if (index >= 0) {
      const { width, height } = pages[index];
      throw new TaskFailure(
        "limit",
        "PAGE_TOO_LARGE",
        `Page ${index + 1} is ${width} × ${height} pt; ${limits.planName} allows pages of at most ${limits.maxPageSidePt} pt (${limits.maxPageSidePt / 72} in) on a side`,
      );
    }
  }
  return { pageCount: pages.length, pages };
}

// ---------------------------------------------------------------------------------------------
// render: page images with PDF.js on a server canvas (@napi-rs/canvas)

// A guard against absurd page sizes (a 200-inch poster): never more than this many pixels.
const MAX_PIXELS = 6_000_000;
const WEBP_QUALITY = 82;

let requestNext;

/** Waits for the parent's go-ahead, so that at most one page image is in flight. */
function nextRequested() {
  return new Promise((resolve) => (requestNext = resolve));
}

async function renderPage(pdf, createCanvas, pageNumber, widthPx) {
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
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const image = await canvas.encode("webp", WEBP_QUALITY);
    return { page: pageNumber - 1, image, widthPx: canvas.width, heightPx: canvas.height, widthPt: natural.width, heightPt: natural.height };
  } finally {
    page.cleanup();
  }
}

async function render({ bytes, widthPx, thumbnailWidthPx, maxPages, onlyPage, firstPages }) {
  const { createCanvas } = await import("@napi-rs/canvas");
  let pdf;
  try {
    pdf = await openWithPdfjs(bytes);
  } catch (error) {
    throw new TaskFailure("render", "DAMAGED", `PDF.js could not open the document: ${error.message}`);
  }
  try {
    if (maxPages !== undefined && pdf.numPages > maxPages) {
      throw new TaskFailure("limit", "TOO_MANY_PAGES", `The PDF has ${pdf.numPages} pages; at most ${maxPages} are rendered`);
    }
    if (onlyPage !== undefined && (onlyPage < 1 || onlyPage > pdf.numPages)) {
      throw new TaskFailure("render", "DAMAGED", `The PDF has no page ${onlyPage}`);
    }
    const first = onlyPage ?? 1;
    const last = onlyPage ?? Math.min(pdf.numPages, firstPages ?? pdf.numPages);
    for (let pageNumber = first; pageNumber <= last; pageNumber++) {
      let rendered;
      try {
        rendered = await renderPage(pdf, createCanvas, pageNumber, widthPx);
      } catch (error) {
        throw new TaskFailure("render", "DAMAGED", `Page ${pageNumber} could not be rendered: ${error.message}`);
      }
      parentPort.postMessage({ type: "page", kind: "preview", page: rendered });
      await nextRequested();
      if (pageNumber === 1 && thumbnailWidthPx) {
        parentPort.postMessage({ type: "page", kind: "thumbnail", page: await renderPage(pdf, createCanvas, 1, thumbnailWidthPx) });
        await nextRequested();
      }
    }
    return { pageCount: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// form: an online form as PDF with @react-pdf/renderer (../form/render-form.tsx). The renderer
// is TypeScript and JSX, so this thread loads it through tsx (a dependency, as for the CLI).

let formRenderer;

async function form({ kind, input }) {
  formRenderer ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "tsx/esm/api").then(({ tsImport }) => tsImport("../form/render-form.tsx", import.meta.url));
  const { renderSignedForm, renderUnsignedForm } = await formRenderer;
  return kind === "signed" ? renderSignedForm(input) : renderUnsignedForm(input);
}

// ---------------------------------------------------------------------------------------------
// verify: the seals of a PDF anyone may hand in (../verify/verify-pdf.ts, TypeScript, through tsx)

let verifier;

async function verify({ bytes }) {
  verifier ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "tsx/esm/api").then(({ tsImport }) => tsImport("../verify/verify-pdf.ts", import.meta.url));
  const { verifyPdf, NotAPdfError } = await verifier;
  try {
    return verifyPdf(bytes);
  } catch (error) {
    if (error instanceof NotAPdfError) throw new TaskFailure("unreadable", "NOT_A_PDF", error.message);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------

const tasks = { inspect, render, form, verify };

async function run(input) {
  try {
    const value = await tasks[input.task](input);
    parentPort.postMessage({ type: "result", value });
  } catch (error) {
    parentPort.postMessage({
      type: "failure",
      kind: error instanceof TaskFailure ? error.kind : "render",
      reason: error instanceof TaskFailure ? error.reason : "DAMAGED",
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

parentPort.on("message", (message) => {
  if (message.type === "task") void run(message);
  else if (message.type === "next") requestNext?.();
});
