"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { useDebouncedValue } from "../documents/use-debounced-value";
import { Pagination } from "../pagination";
import { OutboxMessageCard } from "./outbox-message-card";
import { QueryError } from "@/components/dashboard/forms/query-error";

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Channel = "" | "email" | "sms";

/** The outbox, newest first, by channel and optionally one process. */
export function OutboxList() {
  const trpc = useTRPC();
  const [channel, setChannel] = useState<Channel>("");
  const [processInput, setProcessInput] = useState("");
  const [page, setPage] = useState(1);
  const processId = useDebouncedValue(processInput.trim(), 300);
  const processIdValid = processId === "" || UUID.test(processId);
  const list = useQuery({
    ...trpc.outbox.list.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      channel: channel || undefined,
      signingProcessId: processId && processIdValid ? processId : undefined,
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
        <div>
          <label htmlFor="outbox-process" className="block text-sm font-medium text-slate-800">
            Process ID (optional)
          </label>
          <Input
            id="outbox-process"
            value={processInput}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={processIdValid ? undefined : true}
            aria-describedby="outbox-process-help"
            onChange={(event) => {
              setProcessInput(event.target.value);
              setPage(1);
            }}
            className="mt-1 font-mono"
          />
          <p id="outbox-process-help" className={processIdValid ? "mt-1 text-xs text-slate-500" : "mt-1 text-xs text-red-700"}>
            {processIdValid ? "Shows only the messages of one process; its ID is in its page’s address." : "A process ID looks like 3f1c1d2e-9a4b-4c1d-8e2f-0a1b2c3d4e5f."}
          </p>
        </div>
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
