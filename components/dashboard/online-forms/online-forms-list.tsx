"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DateTime } from "../date-time";
import { QueryError } from "../forms/query-error";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { Pagination } from "../pagination";
import { useNewForm } from "./use-new-form";

const PAGE_SIZE = 20;

/** The organization's forms to send, newest first: drafts to finish and forms already sent; and a new one. */
export function OnlineFormsList() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...trpc.onlineForms.list.queryOptions({ page, pageSize: PAGE_SIZE, kind: "DOCUMENT" }), placeholderData: keepPreviousData });
  const newForm = useNewForm();

  return (
    <div className="space-y-6">
      <div className="-mt-2 flex flex-wrap gap-3">
        <Button onClick={() => void newForm.start("DOCUMENT")} disabled={newForm.pending}>
          New form
        </Button>
        <Button variant="secondary" onClick={() => void newForm.start("TEMPLATE")} disabled={newForm.pending}>
          New form template
        </Button>
      </div>
      {newForm.error && <ServerErrorAlert messages={newForm.error} />}
      <Card aria-label="Forms" aria-busy={list.isPending || list.isPlaceholderData} className="p-4 sm:p-6">
        {list.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading forms…
          </p>
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <div className="max-w-2xl space-y-2 text-sm text-slate-700">
            <h2 className="text-base font-semibold text-slate-900">No forms yet</h2>
            <p>
              An online form asks its recipients questions on their phone or computer, shows follow-up questions only when they apply, and ends with their
              signature. When everyone has signed, the answers become a sealed PDF with a completion certificate.
            </p>
            <p>Form templates you publish appear in the template library, ready to be sent again.</p>
          </div>
        ) : (
          <div className="space-y-4">
            <ul className="divide-y divide-slate-200">
              {list.data.items.map((form) => (
                <li key={form.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link href={`/online-forms/${form.id}`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2 [overflow-wrap:anywhere]">
                      {form.subject ?? "Untitled form"}
                    </Link>
                    <p className="mt-0.5 flex items-center gap-2 text-sm text-slate-600">
                      <Badge tone={form.status === "DRAFT" ? "neutral" : "success"}>{form.status === "DRAFT" ? "Draft" : "Sent"}</Badge>
                    </p>
                  </div>
                  <div className="text-right text-sm text-slate-700">
                    <span className="sr-only">Last changed </span>
                    <DateTime value={form.updatedAt} fallback="" />
                  </div>
                </li>
              ))}
            </ul>
            <Pagination label="Form pages" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={setPage} />
          </div>
        )}
      </Card>
    </div>
  );
}
