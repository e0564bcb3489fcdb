/**
 * The thread that reads each page's text out of an untrusted PDF with PDF.js (page-text.ts
 * starts it and stops it when its time runs out). Plain JavaScript for the reason
 * worker/pdf-worker.mjs gives: every runner loads it from the source tree as it is.
 *
 * From the parent: {bytes, maxPages}. To the parent: {type: "result", pages: string[]} or
 * {type: "failure", message}.
 */
import { parentPort } from "node:worker_threads";
import { openWithPdfjs } from "./worker/open-with-pdfjs.mjs";

/**
 * A page's text in the order the PDF draws it, which is the reading order for tagged files and
 * for what word processors and LaTeX write: a line break where PDF.js saw a line end or the
 * baseline moved down, a space where the next piece does not touch the previous one.
 */
function pageText(items) {
  let text = "";
  let previous = null;
  for (const item of items) {
    if (typeof item.str !== "string") continue;
    const [, , , , x, y] = item.transform;
    if (previous && item.str !== "") {
      const height = Math.abs(item.transform[3]) || Math.abs(previous.transform[3]) || 1;
      const newLine = previous.hasEOL || Math.abs(y - previous.transform[5]) > height * 0.6;
      const gap = x - (previous.transform[4] + previous.width) > height * 0.15;
      if (newLine) text = text.trimEnd() + "\n";
      else if (gap && !/\s$/.test(text) && !/^\s/.test(item.str)) text += " ";
    }
    text += item.str;
    if (item.str !== "" || item.hasEOL) previous = item;
  }
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

async function extract({ bytes, maxPages }) {
  const pdf = await openWithPdfjs(bytes);
  try {
    const count = Math.min(pdf.numPages, maxPages ?? pdf.numPages);
    const pages = [];
    for (let number = 1; number <= count; number++) {
      const page = await pdf.getPage(number);
      try {
        pages.push(pageText((await page.getTextContent()).items));
      } finally {
        page.cleanup();
      }
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

parentPort.once("message", (input) => {
  extract(input).then(
    (pages) => parentPort.postMessage({ type: "result", pages }),
    (error) => parentPort.postMessage({ type: "failure", message: error instanceof Error ? error.message : String(error) }),
  );
});
