import { z } from "zod";
import { paginationSchema } from "../pagination";
import { safeText } from "./text";

export const PDF_CONTENT_TYPE = "application/pdf";

const NO_SLASHES_OR_CONTROL = /[\u0000-\u001f/\\]/;
const NO_SLASHES_OR_CONTROL_MESSAGE = "must not contain slashes or control characters";

export const initiatePdfUploadSchema = z.object({
  fileName: safeText()
    .trim()
    .min(1)
    .max(255)
    .refine((name) => !NO_SLASHES_OR_CONTROL.test(name), NO_SLASHES_OR_CONTROL_MESSAGE),
  sizeBytes: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  contentType: z.literal(PDF_CONTENT_TYPE).optional(),
});
export type InitiatePdfUploadInput = z.input<typeof initiatePdfUploadSchema>;

/**
 * A new display name (`PATCH /pdf-assets/{id}`). It stays a file name, so downloads keep working:
 * no slashes or control characters, and ".pdf" is added when it does not end so (the service
 * adds it, so that the limit counts what the person typed).
 */
export const renamePdfAssetSchema = z.object({
  originalFileName: safeText()
    .trim()
    .min(1)
    .max(200)
    .refine((name) => !NO_SLASHES_OR_CONTROL.test(name), NO_SLASHES_OR_CONTROL_MESSAGE),
});
export type RenamePdfAssetInput = z.input<typeof renamePdfAssetSchema>;

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
