"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import { useDebouncedValue } from "../../documents/use-debounced-value";
import { Pagination } from "../../pagination";
import { dayEndIso, dayStartIso } from "./created-range";
import { filtersFromSearch } from "./filters-from-search";
import { ProcessCards } from "./process-cards";
import { ProcessFilters, type ProcessFilterValues } from "./process-filters";
import { ProcessesTable } from "./processes-table";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { ExportDialog } from "../exports/export-dialog";

const PAGE_SIZE = 20;
const SEARCH_PAUSE_MS = 300;

/** The organization's processes (a member's own), newest first, filtered and paged. */
export function ProcessesList({ canCreate }: { canCreate: boolean }) {
  const trpc = useTRPC();
  const searchParams = useSearchParams();
  const [filters, setFilters] = useState<ProcessFilterValues>(() => filtersFromSearch(searchParams));
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(filters.search.trim(), SEARCH_PAUSE_MS);
  const shown = {
    q: q || undefined,
    status: filters.statuses.length > 0 ? filters.statuses : undefined,
    createdFrom: dayStartIso(filters.createdFrom),
    createdTo: dayEndIso(filters.createdTo),
  };
  const list = useQuery({
    ...trpc.signingProcesses.list.queryOptions({ page, pageSize: PAGE_SIZE, ...shown }),
    placeholderData: keepPreviousData,
  });
  const filtered = q !== "" || filters.statuses.length > 0 || filters.createdFrom !== "" || filters.createdTo !== "";

  function renderBody() {
    if (list.isPending) return <p role="status" className="text-sm text-slate-600">Loading processes…</p>;
    if (list.isError) {
      return (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (list.data.items.length === 0) {
      if (filtered) return <p className="text-sm text-slate-600">No processes match these filters.</p>;
      return (
        <p className="text-sm text-slate-600">
          No signing processes yet.{" "}
          {canCreate && (
            <Link href="/processes/new" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
              Send a document for signing
            </Link>
          )}
        </p>
      );
    }
    // Note: both layouts are rendered and CSS shows one; the hidden one is out of the accessibility tree.
    return (
      <>
        <div className="hidden lg:block">
          <ProcessesTable processes={list.data.items} />
        </div>
        <div className="lg:hidden">
          <ProcessCards processes={list.data.items} />
        </div>
      </>
    );
  }

  return (
    <div className="space-y-6">
      <Card aria-label="Filters" className="p-4 sm:p-6">
        <ProcessFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </Card>
      <Card aria-label="Results" aria-busy={list.isPending || list.isPlaceholderData}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div role="status" className="text-sm text-slate-600">
            {list.data && `${list.data.total} ${filtered ? "found" : "in total"}`}
          </div>
          {/* Exports are an admin's, as is creating (docs/api.md, "Exports"). */}
          {canCreate && <ExportDialog filter={filtered ? withoutEmpty(shown) : null} />}
        </div>
        <div className="space-y-4">
          {renderBody()}
          {list.data && (
            <Pagination label="Process pages" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={setPage} />
          )}
        </div>
      </Card>
    </div>
  );
}

/** The list's filters as an export's: only those set (a created range may have one end). */
function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
