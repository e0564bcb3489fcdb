/**
 * Opens untrusted PDF bytes with PDF.js as the worker threads do (pdf-worker.mjs renders,
 * page-text-worker.mjs reads text): no eval, no console noise, and the standard fonts and CJK
 * character maps from the installed package, since a thread has no bundler to find them.
 */
import path from "node:path";

export async function openWithPdfjs(bytes) {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdfjsRoot = path.join(process.cwd(), "node_modules", "pdfjs-dist");
  return getDocument({
    data: bytes,
    isEvalSupported: false,
    verbosity: 0,
    standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts") + path.sep,
    cMapUrl: path.join(pdfjsRoot, "cmaps") + path.sep,
    cMapPacked: true,
  }).promise;
}
