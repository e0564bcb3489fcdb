/**
 * Each page's text, for screen readers on the signing page (docs/signing-page.md, "Text for
 * screen readers"). PDF.js reads it in a thread of its own (page-text-worker.mjs) under a time
 * and memory budget, like every other reading of an uploaded PDF, so a hostile file costs that
 * thread and never the server's event loop.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";

// Note: resolved from the working directory for the reason worker/run-pdf-worker.ts gives.
const WORKER_FILE = path.join(process.cwd(), "server", "pdf", "page-text-worker.mjs");
const WORKER_HEAP_MB = 512;

/** Text comes out in well under a second a page; a document gets this long in all. */
export const PAGE_TEXT_BUDGET_MS = 60_000;

export class PageTextError extends Error {}

/**
 * The text of every page (at most `maxPages`), in reading order, one string per page with a
 * line break between lines; an empty string for a page with no text (a scan).
 */
export function extractPageText(bytes: Uint8Array, options: { maxPages?: number; budgetMs?: number } = {}): Promise<string[]> {
  const budgetMs = options.budgetMs ?? PAGE_TEXT_BUDGET_MS;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new PageTextError(`Reading the PDF's text took longer than ${budgetMs} ms and was stopped`))), budgetMs);
    worker.on("message", (message: { type: "result"; pages: string[] } | { type: "failure"; message: string }) =>
      settle(() => (message.type === "result" ? resolve(message.pages) : reject(new PageTextError(`The PDF's text could not be read: ${message.message}`)))),
    );
    worker.on("error", (error) => settle(() => reject(new PageTextError(`The text reader stopped: ${error.message}`))));
    worker.on("exit", (code) => settle(() => reject(new PageTextError(`The text reader exited (code ${code}) without an answer`))));
    worker.postMessage({ bytes, maxPages: options.maxPages });
  });
}
