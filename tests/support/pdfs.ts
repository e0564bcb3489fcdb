/** Real PDFs made with pdf-lib for tests: no fixtures to keep in sync. */
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
