import type { PdfFailureReason } from "@/lib/schemas/pdf-assets";

/**
 * Why a PDF was refused or could not be prepared, in words a person can act on. The server's
 * own message (which names parser errors and limits) is shown folded beneath, for whoever
 * has to look closer.
 */
export const PDF_FAILURE_TEXT: Record<PdfFailureReason, string> = {
  NOT_A_PDF: "This file is not a PDF. Save or export it as a PDF first, then upload that.",
  DAMAGED: "This file is damaged and cannot be read as a PDF. Open it in a PDF viewer, save a new copy and upload that.",
  ENCRYPTED: "This PDF is protected by a password or restrictions. Save a copy without protection and upload that.",
  NO_PAGES: "This PDF has no pages.",
  TOO_MANY_PAGES: "This PDF has more pages than your plan allows. Split it into smaller files, or move to a larger plan.",
  PAGE_TOO_LARGE: "A page of this PDF is larger than 200 inches on a side. Scale its pages down, then upload it again.",
  TOO_SLOW: "Reading this PDF took too long, so Signet stopped. Save a new copy from a PDF viewer and upload that.",
  TOO_COMPLEX: "This PDF is too complex for Signet to read. Save a new copy from a PDF viewer, or print it to PDF, and upload that.",
  PROCESSING_ERROR: "Something went wrong on our side while preparing the page previews. Try again in a moment.",
};
