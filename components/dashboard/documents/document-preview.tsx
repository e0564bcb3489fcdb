"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { DocumentDetails } from "./document-details";
import { PagePreviews } from "./page-previews";
import { ProcessingPanel } from "./processing-panel";
import { isInFlight, PROCESSING_POLL_MS } from "./processing-status";
import { QueryError } from "@/components/dashboard/forms/query-error";

/**
 * Preview links stay valid for an hour. Note: kept fresh for half of that, so that a refocus
 * does not sign new links and download every page again, yet an old tab gets working ones.
 */
const PREVIEW_LINKS_FRESH_MS = 30 * 60 * 1000;

/** One document: its processing state, its details and every page, live while it is processing. */
export function DocumentPreview({ id }: { id: string }) {
  const trpc = useTRPC();
  const asset = useQuery({
    ...trpc.pdfAssets.get.queryOptions({ id }),
    staleTime: PREVIEW_LINKS_FRESH_MS,
    refetchInterval: (query) => (query.state.data && isInFlight(query.state.data.processing.status) ? PROCESSING_POLL_MS : false),
  });

  if (asset.isPending) return <p role="status" className="text-sm text-slate-600">Loading the document…</p>;
  if (asset.isError) {
    return (
      <QueryError error={asset.error} onRetry={() => void asset.refetch()} />
    );
  }

  return (
    // Phones: status, pages, then details. Wide screens: pages on the left, the rest beside them.
    <div className="space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-6 lg:space-y-0">
      <div className="lg:col-start-2 lg:row-start-1">
        <ProcessingPanel asset={asset.data} />
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <PagePreviews pages={asset.data.pages} ready={asset.data.processing.status === "READY"} />
      </div>
      <div className="lg:col-start-2 lg:row-start-2">
        <DocumentDetails asset={asset.data} />
      </div>
    </div>
  );
}
