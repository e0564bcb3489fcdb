"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Card, CardHeader } from "@/components/ui/card";
import { appCodeOf } from "../forms/server-error-messages";
import { Pagination } from "../pagination";
import { RoleRequired } from "../role-required";
import { DocumentCard } from "./document-card";
import { DocumentSearch } from "./document-search";
import { isInFlight, PROCESSING_POLL_MS } from "./processing-status";
import { useDebouncedValue } from "./use-debounced-value";
import { QueryError } from "@/components/dashboard/forms/query-error";

const PAGE_SIZE = 20;
const SEARCH_PAUSE_MS = 300;

/** The organization's documents, newest first: searchable, paged, and live while any is processing. */
export function DocumentsList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const list = useQuery({
    ...trpc.pdfAssets.list.queryOptions({ page, pageSize: PAGE_SIZE, q: q || undefined }),
    // Previous results stay on screen while the next page or search loads.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((asset) => isInFlight(asset.processing.status)) ? PROCESSING_POLL_MS : false,
  });
  const inFlight = list.data?.items.filter((asset) => isInFlight(asset.processing.status)).length ?? 0;

  function renderBody() {
    if (list.isPending) return <p role="status" className="text-sm text-slate-600">Loading documents…</p>;
    if (list.isError) {
      if (appCodeOf(list.error) === "INSUFFICIENT_ROLE") return <RoleRequired action="Uploading and viewing documents" />;
      return (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (list.data.items.length === 0) {
      return (
        <p className="text-sm text-slate-600">
          {q ? `No documents match “${q}”.` : "No documents yet. Upload a PDF above to prepare it for signing."}
        </p>
      );
    }
    return (
      <ul aria-label="Documents" className="grid gap-3 lg:grid-cols-2">
        {list.data.items.map((asset) => (
          <li key={asset.id}>
            <DocumentCard asset={asset} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    // Busy only while the reader waits for a new page or search, not during background polls.
    <Card aria-label="Your documents" aria-busy={list.isPending || list.isPlaceholderData}>
      <CardHeader
        title="Your documents"
        description={list.data ? `${list.data.total} ${q ? "found" : "in total"}` : undefined}
        actions={
          <DocumentSearch
            value={search}
            onChange={(value) => {
              setSearch(value);
              onPageChange(1);
            }}
          />
        }
      />
      {/* Note: the live region stays in the page while empty, so its first words are announced. */}
      <div role="status">
        {inFlight > 0 && (
          <p className="mb-4 text-sm text-slate-600">
            Preparing page previews for {inFlight === 1 ? "1 document" : `${inFlight} documents`}. This list updates by itself.
          </p>
        )}
      </div>
      <div className="space-y-4">
        {renderBody()}
        {list.data && (
          <Pagination
            label="Document pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={onPageChange}
          />
        )}
      </div>
    </Card>
  );
}
