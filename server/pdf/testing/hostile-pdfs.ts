/**
 * Hostile PDFs written byte by byte for tests: pdf-lib takes a minute to add 50,000 pages,
 * this takes milliseconds. Every page is a bare /Page with a media box and no content.
 */
export function manyPagePdf(pageCount: number, size: [number, number] = [10, 10]): Uint8Array {
  const chunks: string[] = ["%PDF-1.4\n"];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const object = (body: string) => {
    offsets.push(length);
    const text = `${offsets.length} 0 obj\n${body}\nendobj\n`;
    chunks.push(text);
    length += text.length;
  };
  object("<< /Type /Catalog /Pages 2 0 R >>");
  const kids = Array.from({ length: pageCount }, (_, index) => `${index + 3} 0 R`).join(" ");
  object(`<< /Type /Pages /Count ${pageCount} /Kids [${kids}] >>`);
  for (let index = 0; index < pageCount; index++) object(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size[0]} ${size[1]}] >>`);
  const xref = [`xref\n0 ${offsets.length + 1}\n`, "0000000000 65535 f \n", ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`)];
  chunks.push(...xref, `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return new TextEncoder().encode(chunks.join(""));
}
