import { z } from "zod";
import { paginationSchema } from "../pagination";
import { safeText } from "./text";

export const PDF_CONTENT_TYPE = "application/pdf";

export const initiatePdfUploadSchema = z.object({
  fileName: safeText()
    .trim()
    .min(1)
    .max(255)
    .refine((name) => !/[\u0000-\u001f/\\]/.test(name), "must not contain slashes or control characters"),
  sizeBytes: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  contentType: z.literal(PDF_CONTENT_TYPE).optional(),
});
export type InitiatePdfUploadInput = z.input<typeof initiatePdfUploadSchema>;

export const pdfUploadIdSchema = z.object({ uploadId: z.uuid() });
export const pdfAssetIdSchema = z.object({ id: z.uuid() });

export const processingStatusSchema = z.enum(["QUEUED", "PROCESSING", "READY", "FAILED"]);

/**
 * Why a PDF was refused at commit (INVALID_PDF `details.reason`) or its processing FAILED
 * (`processing.failureReason`), so that a client can say it in its own words instead of
 * showing the technical message. PROCESSING_ERROR: anything else, retries exhausted.
 */
export const PDF_FAILURE_REASONS = [
  "NOT_A_PDF",
  "DAMAGED",
  "ENCRYPTED",
  "NO_PAGES",
  "TOO_MANY_PAGES",
  "PAGE_TOO_LARGE",
  "TOO_SLOW",
  "TOO_COMPLEX",
  "PROCESSING_ERROR",
] as const;
export const pdfFailureReasonSchema = z.enum(PDF_FAILURE_REASONS);
export type PdfFailureReason = z.output<typeof pdfFailureReasonSchema>;

export const listPdfAssetsSchema = paginationSchema.extend({
  status: processingStatusSchema.optional(),
  q: safeText().trim().max(200).optional(),
});
export type ListPdfAssetsInput = z.input<typeof listPdfAssetsSchema>;
