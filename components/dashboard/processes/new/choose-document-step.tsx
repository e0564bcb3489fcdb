"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { PdfAssetRecord } from "@/server/services/assets/pdf-asset-record";
import { DocumentThumbnail } from "../../documents/document-thumbnail";
import { useDebouncedValue } from "../../documents/use-debounced-value";
import { Pagination } from "../../pagination";
import { QueryError } from "@/components/dashboard/forms/query-error";

const PAGE_SIZE = 12;

/** Step 1: one of the organization's READY documents; uploading happens on the Documents page. */
export function ChooseDocumentStep({
  selectedId,
  error,
  onSelect,
}: {
  selectedId: string;
  error?: string;
  onSelect: (asset: PdfAssetRecord) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const list = useQuery({
    ...trpc.pdfAssets.list.queryOptions({ status: "READY", page, pageSize: PAGE_SIZE, q: q || undefined }),
    placeholderData: keepPreviousData,
  });

  function renderOptions() {
    if (list.isPending) return <p role="status" className="text-sm text-slate-600">Loading documents…</p>;
    if (list.isError) {
      return (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (list.data.items.length === 0) {
      return (
        <p className="text-sm text-slate-600">
          {q ? `No ready documents match “${q}”.` : "No document is ready yet."}{" "}
          <Link href="/documents" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
            Upload a PDF on the Documents page
          </Link>
          , then come back.
        </p>
      );
    }
    return (
      <ul className="grid gap-3 sm:grid-cols-2">
        {list.data.items.map((asset) => (
          <li key={asset.id}>
            <label
              className={cn(
                "flex h-full cursor-pointer gap-3 rounded-md border bg-white p-3 hover:border-slate-400",
                asset.id === selectedId ? "border-indigo-600 ring-2 ring-indigo-600" : "border-slate-200",
              )}
            >
              <input
                type="radio"
                name="document"
                value={asset.id}
                checked={asset.id === selectedId}
                onChange={() => onSelect(asset)}
                aria-describedby={error ? "document-error" : undefined}
                className="mt-1 h-4 w-4 shrink-0 accent-indigo-600"
              />
              <DocumentThumbnail url={asset.thumbnailUrl} status={asset.processing.status} />
              <span className="min-w-0 space-y-1">
                <span className="block font-medium text-slate-900 [overflow-wrap:anywhere]">{asset.originalFileName}</span>
                <span className="block text-sm text-slate-600">{asset.pageCount === 1 ? "1 page" : `${asset.pageCount} pages`}</span>
                {asset.id === selectedId && <span className="block text-sm font-medium text-indigo-800">Chosen</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset className="space-y-4" aria-busy={list.isPending || list.isPlaceholderData}>
      <legend className="sr-only">Document to sign</legend>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-72">
          <label htmlFor="document-choice-search" className="block text-sm font-medium text-slate-800">
            Search ready documents
          </label>
          <Input
            id="document-choice-search"
            type="search"
            value={search}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="mt-1"
          />
        </div>
        <Link href="/documents" className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          Upload another PDF
        </Link>
      </div>
      {error && (
        <p id="document-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {renderOptions()}
      {list.data && (
        <Pagination label="Document pages" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={setPage} />
      )}
    </fieldset>
  );
}
