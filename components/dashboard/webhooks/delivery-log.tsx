"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import type { WebhookDeliveryRecord } from "@/server/services/webhooks/webhook-delivery-record";
import { DateTime } from "../date-time";
import { serverErrorMessages } from "../forms/server-error-messages";
import { Pagination } from "../pagination";
import { DeliveryAttempts } from "./delivery-attempts";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { useWebhookMutations } from "./use-webhook-mutations";
import { webhookEventLabel } from "./webhook-event-options";
import { QueryError } from "@/components/dashboard/forms/query-error";

const PAGE_SIZE = 20;
/** While a delivery is being sent, the log asks again this often, so its result shows up by itself. */
const REFRESH_WHILE_SENDING_MS = 2_000;

/** The delivery log of one endpoint, newest first: each event with its attempts and a redeliver button. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const log = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ id: webhookId, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((delivery) => delivery.status === "PENDING") ? REFRESH_WHILE_SENDING_MS : false),
  });

  function renderBody() {
    if (log.isPending) return <p role="status" className="text-sm text-slate-600">Loading deliveries…</p>;
    if (log.isError) {
      return (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      );
    }
    if (log.data.items.length === 0) return <p className="text-sm text-slate-600">Nothing delivered yet. Send a test event to try the webhook.</p>;
    return (
      <ul aria-label="Deliveries" className="space-y-3">
        {log.data.items.map((delivery) => (
          <DeliveryItem key={delivery.id} webhookId={webhookId} delivery={delivery} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-busy={log.isFetching}>
      <CardHeader
        title="Delivery log"
        description="Each event sent to this webhook, with every attempt. Failed attempts are retried 3 times over about 3.5 minutes."
      />
      <div className="space-y-4">
        {renderBody()}
        {log.data && <Pagination label="Delivery log pages" page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} onPageChange={setPage} />}
      </div>
    </Card>
  );
}

function DeliveryItem({ webhookId, delivery }: { webhookId: string; delivery: WebhookDeliveryRecord }) {
  const { redeliver } = useWebhookMutations();
  const [queued, setQueued] = useState(false);
  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-slate-900">{webhookEventLabel(delivery.eventType)}</h3>
          <p className="mt-0.5 text-xs text-slate-600">
            <span className="font-mono">{delivery.eventType}</span> · event{" "}
            <span className="font-mono [overflow-wrap:anywhere]">{delivery.eventId}</span>
          </p>
        </div>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Created</dt>
          <dd>
            <DateTime value={delivery.createdAt} fallback="Unknown" />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Attempts</dt>
          <dd>{delivery.attemptCount}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Last result</dt>
          <dd>{delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : delivery.attemptCount > 0 ? "No response" : "None yet"}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Next attempt</dt>
          <dd>
            <DateTime value={delivery.status === "PENDING" ? delivery.nextAttemptAt : null} fallback="None" />
          </dd>
        </div>
      </dl>
      {delivery.lastError && delivery.status !== "SUCCEEDED" && <p className="mt-2 text-sm text-red-800 [overflow-wrap:anywhere]">{delivery.lastError}</p>}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-indigo-700">Attempts and payload</summary>
        <div className="mt-3 space-y-3">
          <DeliveryAttempts attempts={delivery.attempts} />
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Payload (identical on every attempt)</p>
            <pre className="mt-1 max-h-80 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs text-slate-800">{JSON.stringify(delivery.payload, null, 2)}</pre>
          </div>
        </div>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={delivery.status === "PENDING" || redeliver.isPending}
          onClick={() => {
            setQueued(false);
            redeliver.mutate({ id: webhookId, deliveryId: delivery.id }, { onSuccess: () => setQueued(true) });
          }}
        >
          {redeliver.isPending ? "Queuing…" : "Redeliver"}
          <span className="sr-only"> {webhookEventLabel(delivery.eventType)}, event {delivery.eventId}</span>
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {queued && "Redelivery queued: the same event, signed again."}
        </p>
        {redeliver.error && (
          <p role="alert" className="text-sm text-red-800">
            {serverErrorMessages(redeliver.error).join(" ")}
          </p>
        )}
      </div>
    </li>
  );
}
