/**
 * The one check of a PDF against the plan's per-document limits, for an upload at commit and
 * for every document Signet generates on request (a template's, at start-signing), always
 * before its bytes are stored: the file size (402 QUOTA_EXCEEDED, quota pdfSizeBytes, `used`
 * 0 as the limit is per file) and, parsed in a worker thread, the page count and page size
 * (400 INVALID_PDF with `details.reason`). A generated document is never cheaper to keep than
 * an uploaded one: every page gets a stored preview.
 */
import type { Plan } from "../../db/schema";
import { AppError } from "../../errors";
import { inspectPdf, type PdfInspection, UnreadablePdfError } from "../../pdf/inspect-pdf";
import { enforceQuota, pdfLimitsOf } from "../plans";

export async function inspectPdfWithinPlan(plan: Plan, bytes: Uint8Array): Promise<PdfInspection> {
  enforceQuota(plan, "pdfSizeBytes", 0, bytes.byteLength);
  try {
    return await inspectPdf(bytes, { limits: pdfLimitsOf(plan) });
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new AppError("INVALID_PDF", error.message, { reason: error.reason });
    throw error;
  }
}

/**
 * The refusal of a document known to have more pages than the plan allows before it was all
 * made (an HTML template is printed only up to one page past the limit): as the check's own.
 */
export function tooManyPages(plan: Plan, what: string): AppError {
  const { planName, maxPages } = pdfLimitsOf(plan);
  return new AppError("INVALID_PDF", `${what} has more than ${maxPages} pages; ${planName} allows at most ${maxPages} pages per PDF`, {
    reason: "TOO_MANY_PAGES",
  });
}
