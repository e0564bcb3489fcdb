/**
 * Test helpers: what poppler and qpdf, independent PDF readers, say about a PDF's bytes.
 * Each call writes the bytes to a fresh temporary file.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    fs.writeFileSync(file, bytes);
    return read(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (file) =>
    execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }),
  );
}

export function pdfFonts(bytes: Uint8Array): string {
  return withFile(bytes, (file) => execFileSync("pdffonts", [file], { encoding: "utf8" }));
}

/** `pdfsig` exits 0 even for a broken signature: callers read the text. */
export function pdfSignatures(bytes: Uint8Array): string {
  return withFile(bytes, (file) => {
    const result = spawnSync("pdfsig", [file], { encoding: "utf8" });
    return `${result.stdout}${result.stderr}`;
  });
}

export function qpdfCheck(bytes: Uint8Array): { status: number | null; output: string } {
  return withFile(bytes, (file) => {
    const result = spawnSync("qpdf", ["--check", file], { encoding: "utf8" });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  });
}

export interface WordBox {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word pdftotext finds, with its box in points from the top-left of the page as displayed (crop box, rotation applied). */
export function wordBoxes(bytes: Uint8Array): WordBox[] {
  const html = withFile(bytes, (file) =>
    execFileSync("pdftotext", ["-bbox", "-cropbox", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }),
  );
  const words: WordBox[] = [];
  let page = -1;
  const pattern = /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const match of html.matchAll(pattern)) {
    if (match[0] === "<page ") {
      page += 1;
      continue;
    }
    words.push({
      page,
      text: decodeEntities(match[5] ?? ""),
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      yMax: Number(match[4]),
    });
  }
  return words;
}

/**
 * How many dark pixels poppler paints inside a box (points from the displayed page's top-left),
 * rendering at 72 dpi so that one pixel is one point. Catches glyphs that extract as text but
 * draw nothing.
 */
export function darkPixelsInside(
  bytes: Uint8Array,
  page: number,
  box: { x: number; y: number; w: number; h: number },
): number {
  return withFile(bytes, (file) => {
    const root = path.join(path.dirname(file), "page");
    const pageNumber = String(page + 1);
    execFileSync("pdftoppm", [
      "-r",
      "72",
      "-gray",
      "-cropbox",
      "-f",
      pageNumber,
      "-l",
      pageNumber,
      "-singlefile",
      file,
      root,
    ]);
    const image = fs.readFileSync(`${root}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 64).toString("latin1"));
    if (!header) throw new Error("pdftoppm did not write a binary PGM");
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = image.subarray(header[0].length);
    let dark = 0;
    for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(height, Math.ceil(box.y + box.h)); y++) {
      for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(width, Math.ceil(box.x + box.w)); x++) {
        if ((pixels[y * width + x] ?? 255) < 128) dark++;
      }
    }
    return dark;
  });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
