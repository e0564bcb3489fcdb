import { pdfFailureReasonSchema } from "@/lib/schemas/pdf-assets";
import { appCodeOf, appDetailsOf, serverErrorDetails, serverErrorMessages } from "../forms/server-error-messages";
import { formatBytes } from "./format-bytes";
import { PDF_FAILURE_TEXT } from "./pdf-failure-text";
import { StorageUploadError } from "./put-with-progress";

/** How an upload ended badly: one sentence to act on, and the server's words folded away. */
export interface UploadFailure {
  sentence: string;
  /** The technical message, when it says more than the sentence; null otherwise. */
  technical: string | null;
}

const INTERRUPTED = "The upload was interrupted before the whole file arrived. Upload it again.";

function quotaSentence(details: Record<string, unknown> | null): string {
  if (details?.quota === "pdfSizeBytes" && typeof details.limit === "number") {
    return `This file is larger than your plan allows (${formatBytes(details.limit)} per file). Make it smaller, or move to a larger plan.`;
  }
  return "Your organization's storage is full. Delete documents you no longer need, or move to a larger plan.";
}

/** The sentence for a code the upload steps answer with; null for any other answer. */
function sentenceFor(error: unknown): string | null {
  switch (appCodeOf(error)) {
    case "INVALID_PDF": {
      const reason = pdfFailureReasonSchema.safeParse(appDetailsOf(error)?.reason);
      return PDF_FAILURE_TEXT[reason.success ? reason.data : "DAMAGED"];
    }
    case "QUOTA_EXCEEDED":
      return quotaSentence(appDetailsOf(error));
    case "UPLOAD_NOT_FOUND":
    case "UPLOAD_SIZE_MISMATCH":
      return INTERRUPTED;
    default:
      return null;
  }
}

/**
 * What a failed initiate, PUT or commit tells the person who chose the file. Note: by code and
 * details, never by the message's words, which are written for API clients.
 */
export function uploadFailureOf(error: unknown): UploadFailure {
  if (error instanceof StorageUploadError) {
    return error.refused
      ? { sentence: "The storage did not accept the file. Try again in a moment.", technical: error.message }
      : { sentence: error.message, technical: null };
  }
  const sentence = sentenceFor(error);
  if (sentence) return { sentence, technical: (error as Error).message };
  return { sentence: serverErrorMessages(error).join(" "), technical: serverErrorDetails(error) };
}
