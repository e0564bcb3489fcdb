/**
 * The checks the browser can make before anything is sent. The server checks again and
 * parses the PDF; this only spares a round trip for the obvious mistakes.
 */
export function pdfFileProblem(file: Pick<File, "name" | "type" | "size">): string | null {
  // Note: extension or MIME type, because some systems send PDFs with an empty or generic type.
  const looksLikePdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return "This is not a PDF. Choose a file that ends in .pdf.";
  if (file.size === 0) return "This file is empty (0 bytes). Choose the PDF again or export it anew.";
  return null;
}
