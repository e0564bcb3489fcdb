"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "@/components/providers/trpc";
import { DocumentThumbnail } from "./document-thumbnail";
import { PDF_FAILURE_TEXT } from "./pdf-failure-text";
import { isInFlight, PROCESSING_POLL_MS } from "./processing-status";
import { ProcessingStatusBadge } from "./processing-status-badge";
import { TechnicalDetails } from "./technical-details";

const IN_FLIGHT_TEXT = "Uploaded. The page previews are being made; this updates by itself.";

/**
 * A finished upload's document as it is now: asks again while its previews are being made, so
 * the card turns Ready (with the first page) or Failed (with why) without a reload.
 */
export function UploadedDocumentStatus({ assetId, fileName, duplicate }: { assetId: string; fileName: string; duplicate: boolean }) {
  const trpc = useTRPC();
  const asset = useQuery({
    ...trpc.pdfAssets.get.queryOptions({ id: assetId }),
    refetchInterval: (query) => (query.state.data && isInFlight(query.state.data.processing.status) ? PROCESSING_POLL_MS : false),
  });
  const processing = asset.data?.processing;
  const text = !processing
    ? IN_FLIGHT_TEXT
    : processing.status === "READY"
      ? duplicate
        ? "Already uploaded — using the existing document. It is ready to send."
        : "Ready: every page has its preview. It can be sent for signing."
      : processing.status === "FAILED"
        ? PDF_FAILURE_TEXT[processing.failureReason ?? "PROCESSING_ERROR"]
        : duplicate
          ? "Already uploaded — using the existing document. Its page previews are still being made."
          : IN_FLIGHT_TEXT;
  return (
    <div className="flex items-start gap-3">
      <DocumentThumbnail url={asset.data?.thumbnailUrl ?? null} status={processing?.status ?? "QUEUED"} />
      <div className="min-w-0 space-y-1 text-sm text-slate-700">
        {processing && <ProcessingStatusBadge status={processing.status} />}
        <p>{text}</p>
        {processing?.status === "FAILED" && <TechnicalDetails text={processing.errorMessage} />}
        <Link href={`/documents/${assetId}`} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
          Open<span className="sr-only"> {fileName}</span>
        </Link>
      </div>
    </div>
  );
}
