"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Pagination } from "../pagination";
import { OutboxMessageCard } from "./outbox-message-card";
import { ProcessPicker } from "./process-picker";
import { QueryError } from "@/components/dashboard/forms/query-error";

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Channel = "" | "email" | "sms";

/** `?process=<id>`: the process the list is filtered by, so the view can be bookmarked and shared. */
function useProcessFilter(): [string | null, (id: string | null) => void] {
  const searchParams = useSearchParams();
  const raw = searchParams.get("process");
  const processId = raw !== null && UUID.test(raw) ? raw : null;
  function setProcessId(id: string | null) {
    const next = new URLSearchParams(searchParams.toString());
    if (id === null) next.delete("process");
    else next.set("process", id);
    const query = next.toString();
    // Note: the History API, which Next.js keeps useSearchParams in step with, asks the server nothing.
    window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
  }
  return [processId, setProcessId];
}

/** The outbox, newest first, by channel and optionally one process. */
export function OutboxList() {
  const trpc = useTRPC();
  const [channel, setChannel] = useState<Channel>("");
  const [processId, setProcessId] = useProcessFilter();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.outbox.list.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      channel: channel || undefined,
      signingProcessId: processId ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });

  function renderBody() {
    if (list.isPending) return <p role="status" className="text-sm text-slate-600">Loading the outbox…</p>;
    if (list.isError) {
      return (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (list.data.items.length === 0) {
      return <p className="text-sm text-slate-600">{channel || processId ? "No messages match these filters." : "The outbox is empty: nothing has been sent yet."}</p>;
    }
    return (
      <ul aria-label="Messages" className="space-y-3">
        {list.data.items.map((message) => (
          <li key={message.id}>
            <OutboxMessageCard message={message} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-label="Messages, newest first" aria-busy={list.isPending || list.isPlaceholderData} className="p-4 sm:p-6">
      <form role="search" aria-label="Filter messages" onSubmit={(event) => event.preventDefault()} className="mb-4 grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div>
          <label htmlFor="outbox-channel" className="block text-sm font-medium text-slate-800">
            Channel
          </label>
          <Select
            id="outbox-channel"
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as Channel);
              setPage(1);
            }}
            className="mt-1"
          >
            <option value="">Email and SMS</option>
            <option value="email">Email only</option>
            <option value="sms">SMS only</option>
          </Select>
        </div>
        <ProcessPicker
          value={processId}
          onChange={(id) => {
            setProcessId(id);
            setPage(1);
          }}
        />
      </form>
      <div role="status" className="mb-3 text-sm text-slate-600">
        {list.data && (list.data.total === 1 ? "1 message" : `${list.data.total} messages`)}
      </div>
      <div className="space-y-4">
        {renderBody()}
        {list.data && <Pagination label="Outbox pages" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={setPage} />}
      </div>
    </Card>
  );
}
