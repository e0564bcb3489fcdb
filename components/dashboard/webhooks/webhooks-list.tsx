"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Card, CardHeader } from "@/components/ui/card";
import { appCodeOf } from "../forms/server-error-messages";
import { Pagination } from "../pagination";
import { WebhookActions } from "./webhook-actions";
import { WebhookSummary } from "./webhook-summary";
import { RoleRequired } from "../role-required";
import { QueryError } from "@/components/dashboard/forms/query-error";

const PAGE_SIZE = 20;

export function WebhooksList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.webhooks.list.queryOptions({ page, pageSize: PAGE_SIZE }), placeholderData: keepPreviousData });

  function renderBody() {
    if (list.isPending) return <p role="status" className="text-sm text-slate-600">Loading webhooks…</p>;
    if (list.isError) {
      if (appCodeOf(list.error) === "INSUFFICIENT_ROLE") return <RoleRequired action="Managing webhooks" />;
      return (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (list.data.items.length === 0) return <p className="text-sm text-slate-600">No webhooks yet. Add one above to hear about signings as they happen.</p>;
    return (
      <ul aria-label="Webhooks" className="space-y-3">
        {list.data.items.map((endpoint) => (
          <li key={endpoint.id} className="space-y-3 rounded-md border border-slate-200 p-4">
            <WebhookSummary endpoint={endpoint} headingLevel="h3" />
            <WebhookActions endpoint={endpoint} showLogLink />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-busy={list.isFetching}>
      <CardHeader title="Your webhooks" description={list.data ? `${list.data.total} in total` : undefined} />
      <div className="space-y-4">
        {renderBody()}
        {list.data && (
          <Pagination label="Webhook pages" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={onPageChange} />
        )}
      </div>
    </Card>
  );
}
