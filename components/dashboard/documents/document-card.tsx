import Link from "next/link";
import type { ReactNode } from "react";
import type { PdfAssetRecord } from "@/server/services/assets/pdf-asset-record";
import { DateTime } from "../date-time";
import { DocumentThumbnail } from "./document-thumbnail";
import { formatBytes } from "./format-bytes";
import { PDF_FAILURE_TEXT } from "./pdf-failure-text";
import { ProcessingStatusBadge } from "./processing-status-badge";
import { RetryProcessingButton } from "./retry-processing-button";
import { TechnicalDetails } from "./technical-details";

/**
 * One document in the list. The whole card opens the document (the name's link is stretched
 * over it, which is kinder to thumbs than a line of text); "Retry" sits above that link.
 */
export function DocumentCard({ asset }: { asset: PdfAssetRecord }) {
  const failed = asset.processing.status === "FAILED";
  return (
    <article className="relative flex h-full gap-4 rounded-md border border-slate-200 bg-white p-4 focus-within:border-indigo-300 hover:border-slate-300">
      <DocumentThumbnail url={asset.thumbnailUrl} status={asset.processing.status} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">
            <Link
              href={`/documents/${asset.id}`}
              className="after:absolute after:inset-0 after:rounded-md after:content-[''] hover:underline"
            >
              {asset.originalFileName}
            </Link>
          </h3>
          <ProcessingStatusBadge status={asset.processing.status} />
        </div>
        <dl className="grid grid-cols-[repeat(auto-fit,minmax(5.5rem,1fr))] gap-x-4 gap-y-2 text-sm">
          <Detail term="Pages">{asset.pageCount}</Detail>
          <Detail term="Size">{formatBytes(asset.sizeBytes)}</Detail>
          <Detail term="Uploaded">
            <DateTime value={asset.createdAt} fallback="Unknown" />
          </Detail>
        </dl>
        {failed && (
          <div className="relative z-10 space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
            <div className="text-sm text-red-800">
              <p>
                <span className="font-medium">The page previews could not be made.</span>{" "}
                {PDF_FAILURE_TEXT[asset.processing.failureReason ?? "PROCESSING_ERROR"]}
              </p>
              <TechnicalDetails text={asset.processing.errorMessage} />
            </div>
            <RetryProcessingButton assetId={asset.id} fileName={asset.originalFileName} />
          </div>
        )}
      </div>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}
