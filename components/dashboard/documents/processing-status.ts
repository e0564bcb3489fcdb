import type { ProcessingRecord } from "@/server/services/assets/pdf-asset-record";

export type ProcessingStatus = ProcessingRecord["status"];

/** How often a page asks again while previews are being made; the local runner polls about every second. */
export const PROCESSING_POLL_MS = 1_500;

/** Queued or processing: the status will change by itself, so the page keeps asking. */
export function isInFlight(status: ProcessingStatus): boolean {
  return status === "QUEUED" || status === "PROCESSING";
}

export const STATUS_LABELS: Record<ProcessingStatus, string> = {
  QUEUED: "Queued",
  PROCESSING: "Processing",
  READY: "Ready",
  FAILED: "Failed",
};
