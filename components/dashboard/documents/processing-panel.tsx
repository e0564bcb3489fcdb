import { Alert } from "@/components/ui/alert";
import type { PdfAssetRecord } from "@/server/services/assets/pdf-asset-record";
import { PDF_FAILURE_TEXT } from "./pdf-failure-text";
import { ProcessingStatusBadge } from "./processing-status-badge";
import { RetryProcessingButton } from "./retry-processing-button";
import { TechnicalDetails } from "./technical-details";

const EXPLANATIONS = {
  QUEUED: "Waiting for its turn to have its page previews made. This page updates by itself.",
  PROCESSING: "The page previews are being made. This page updates by itself.",
  READY: "Every page has its preview. The document can be used in templates and signings.",
} as const;

/** The document's processing status in words, and the way out of FAILED. */
export function ProcessingPanel({ asset }: { asset: PdfAssetRecord }) {
  const { status, errorMessage, failureReason } = asset.processing;
  return (
    <section aria-labelledby="processing-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="processing-title" className="text-base font-semibold">
          Processing
        </h2>
        <ProcessingStatusBadge status={status} />
      </div>
      {/* Polite, so that the change to Ready or Failed is read out when it happens. */}
      <div role="status">
        {status === "FAILED" ? null : <p className="text-sm text-slate-600">{EXPLANATIONS[status]}</p>}
      </div>
      {status === "FAILED" && (
        <>
          <Alert tone="error">
            <p>
              <span className="font-medium">The page previews could not be made.</span> {PDF_FAILURE_TEXT[failureReason ?? "PROCESSING_ERROR"]}
            </p>
            <TechnicalDetails text={errorMessage} />
          </Alert>
          <RetryProcessingButton assetId={asset.id} fileName={asset.originalFileName} />
        </>
      )}
    </section>
  );
}
