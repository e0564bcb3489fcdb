"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import { QueryError } from "../../forms/query-error";
import { Moment } from "../moment";
import { exportStateWords, isExportFinished } from "./export-words";

const RECENT = 5;
const POLL_MS = 5000;

/** The organization's recent exports with their state and link; nothing while there are none. */
export function ExportsSection() {
  const trpc = useTRPC();
  const list = useQuery({
    ...trpc.exports.list.queryOptions({ page: 1, pageSize: RECENT }),
    // Note: refreshed while one is still being built, so its line turns into a link by itself.
    refetchInterval: (query) => (query.state.data?.items.some((item) => !isExportFinished(item)) ? POLL_MS : false),
  });
  if (list.isPending || (list.isSuccess && list.data.items.length === 0)) return null;
  return (
    <Card aria-labelledby="exports-title" className="mt-6 p-4 sm:p-6">
      <h2 id="exports-title" className="text-lg font-semibold">
        Exports
      </h2>
      <p className="mb-3 text-sm text-slate-600">The latest exports of processes. Each file can be downloaded for 7 days.</p>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ul aria-labelledby="exports-title" className="divide-y divide-slate-200">
          {list.data.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {item.filter ? "Filtered processes" : "The whole organization"}, asked for <Moment value={item.createdAt} />
                </p>
                <p className="text-slate-600">{exportStateWords(item)}</p>
              </div>
              {item.downloadUrl && (
                <a href={item.downloadUrl} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
                  Download<span className="sr-only"> the export asked for {new Date(item.createdAt).toLocaleString()}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
