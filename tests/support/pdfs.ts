/** Real PDFs made with pdf-lib for tests: no fixtures to keep in sync. */
import fs from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";

export async function makePdf(pageCount = 1, label = "Signet test document"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pageCount; index++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`${label}, page ${index + 1} of ${pageCount}`, { x: 72, y: 760, size: 16, font });
  }
  return doc.save();
}

export const CORPUS_DIR = path.resolve(process.cwd(), "..", "shared", "corpus", "pdfs");

export interface CorpusEntry {
  file: string;
  pages: number;
  expect: "ready" | "invalid" | "any";
}

export function corpus(): CorpusEntry[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, "manifest.json"), "utf8")) as { files: CorpusEntry[] };
  return manifest.files;
}

export function corpusFile(name: string): Uint8Array {
  return fs.readFileSync(path.join(CORPUS_DIR, name));
}
