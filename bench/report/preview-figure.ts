/**
 * B3: commit to READY for a 100-page PDF (every page's preview and the thumbnail), against
 * poppler's pdftoppm drawing the same number of images at the same widths from the same file.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SignetClient } from "../../lib/api-client/client";
import { composedPdf } from "./composed-pdf";
import { uploadPdf, waitUntilReady } from "./real-server";

/** The widths the server renders at (server/pdf/render-pages.ts). */
const PREVIEW_WIDTH_PX = 1000;
const THUMBNAIL_WIDTH_PX = 240;

export interface PreviewFigure {
  pages: number;
  serverSeconds: number;
  floorSeconds: number;
}

function pdftoppm(args: string[]): void {
  const result = spawnSync("pdftoppm", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr || result.error?.message}`);
}

/** Seconds pdftoppm takes for every page at preview width and the first page at thumbnail width. */
function floorSeconds(bytes: Uint8Array): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-b3-"));
  try {
    const file = path.join(dir, "document.pdf");
    fs.writeFileSync(file, bytes);
    const started = performance.now();
    pdftoppm(["-png", "-scale-to-x", String(PREVIEW_WIDTH_PX), "-scale-to-y", "-1", file, path.join(dir, "page")]);
    pdftoppm(["-png", "-f", "1", "-l", "1", "-scale-to-x", String(THUMBNAIL_WIDTH_PX), "-scale-to-y", "-1", file, path.join(dir, "thumb")]);
    return (performance.now() - started) / 1000;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function measurePreviews(signet: SignetClient, pages = 100): Promise<PreviewFigure> {
  const bytes = await composedPdf(pages);
  let started = 0;
  const id = await uploadPdf(signet, bytes, `bench-${pages}-pages.pdf`, () => (started = performance.now()));
  await waitUntilReady(signet, id, 900, 100);
  const serverSeconds = (performance.now() - started) / 1000;
  return { pages, serverSeconds, floorSeconds: floorSeconds(bytes) };
}
