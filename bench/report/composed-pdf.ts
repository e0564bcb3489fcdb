/**
 * Long documents for the report, made of real pages: pages of the corpus (a paper, a Word
 * letter, a rotated scan-like page, a form) repeated in turn up to the count asked for, with a
 * random title so that no two runs share bytes (identical bytes would be the same asset).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";

const root = path.resolve(import.meta.dirname, "..", "..");
const SOURCES = ["tracemonkey_a11y.pdf", "bug1937438_from_word.pdf", "vertical.pdf", "form_two_pages.pdf"];

export async function composedPdf(pageCount: number): Promise<Uint8Array> {
  const sources = await Promise.all(SOURCES.map((name) => PDFDocument.load(fs.readFileSync(path.join(root, "tests/fixtures/pdfs", name)))));
  const pages = sources.flatMap((source) => source.getPageIndices().map((index) => ({ source, index })));
  const doc = await PDFDocument.create();
  for (let n = 0; n < pageCount; n += 1) {
    const { source, index } = pages[n % pages.length]!;
    const [page] = await doc.copyPages(source, [index]);
    doc.addPage(page!);
  }
  doc.setTitle(`Bench ${randomUUID()}`);
  return doc.save();
}
