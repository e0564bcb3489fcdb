/**
 * What commit needs to know about uploaded bytes: that they are a readable, unencrypted PDF
 * within the plan's page limits, how many pages it has, and each page's displayed size. The
 * parsing runs in a worker thread under a time budget (worker/pdf-worker.mjs), because a small
 * file can hold tens of thousands of pages and take seconds to parse.
 */
import type { PdfFailureReason } from "../../lib/schemas/pdf-assets";
import type { PageGeometry } from "../db/schema";
import { inspectInWorker, PdfTaskError, type PdfLimits } from "./worker/run-pdf-worker";

export type { PdfLimits } from "./worker/run-pdf-worker";

export class UnreadablePdfError extends Error {
  constructor(
    message: string,
    /** What a person is told; the message keeps the details. */
    readonly reason: PdfFailureReason,
  ) {
    super(message);
  }
}

/** The PDF is readable but over a limit (pages, page size); the message names the limit. */
export class PdfLimitError extends UnreadablePdfError {}

export interface PdfInspection {
  pageCount: number;
  pages: PageGeometry[];
}

/** Parsing a 100 MB PDF takes a few seconds; a file that needs more is refused. */
export const INSPECT_BUDGET_MS = 20_000;

export async function inspectPdf(
  bytes: Uint8Array,
  options: { limits?: PdfLimits; budgetMs?: number } = {},
): Promise<PdfInspection> {
  try {
    return await inspectInWorker(bytes, options.limits, { totalMs: options.budgetMs ?? INSPECT_BUDGET_MS });
  } catch (error) {
    if (!(error instanceof PdfTaskError)) throw error;
    if (error.kind === "limit") throw new PdfLimitError(error.message, error.reason);
    throw new UnreadablePdfError(
      error.kind === "timeout" || error.kind === "crashed" ? `The PDF could not be read: ${error.message}` : error.message,
      error.reason,
    );
  }
}
