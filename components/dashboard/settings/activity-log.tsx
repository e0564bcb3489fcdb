"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { Card, CardHeader } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS, activityChangeWords, activitySentence, type ActivityAction } from "@/lib/activity/actions";
import { Moment } from "../processes/moment";
import { Pagination } from "../pagination";

/** The start or the end of a chosen day, in the reader's time zone, as the list's filter takes it. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (end) date.setDate(date.getDate() + 1);
  return new Date(date.getTime() - (end ? 1 : 0)).toISOString();
}

/** Settings, "Activity" (owners and admins): what admins did, newest first, with filters. */
export function ActivityLog() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<ActivityAction | "">("");
  const [actorId, setActorId] = useState("");
  const [fromDay, setFromDay] = useState("");
  const [toDay, setToDay] = useState("");
  const filters = { action: action || undefined, actorId: actorId || undefined, from: dayBound(fromDay, false), to: dayBound(toDay, true) };
  const log = useQuery(trpc.activity.list.queryOptions({ page, ...filters }));
  const narrow = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <Card aria-labelledby="activity-title">
      <CardHeader title="Activity" description="What owners, admins and API keys changed in this organization: people, API keys, webhooks and settings. Entries cannot be changed or deleted." />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="text-sm text-slate-700">
          Kind
          <Select className="mt-1" value={action} onChange={(event) => narrow(setAction)(event.target.value as ActivityAction | "")}>
            <option value="">Everything</option>
            {ACTIVITY_ACTIONS.map((kind) => (
              <option key={kind} value={kind}>
                {ACTIVITY_ACTION_LABELS[kind]}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm text-slate-700">
          Who
          <Select className="mt-1" value={actorId} onChange={(event) => narrow(setActorId)(event.target.value)}>
            <option value="">Anybody</option>
            {log.data?.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm text-slate-700">
          From
          <Input className="mt-1" type="date" value={fromDay} max={toDay || undefined} onChange={(event) => narrow(setFromDay)(event.target.value)} />
        </label>
        <label className="text-sm text-slate-700">
          Until
          <Input className="mt-1" type="date" value={toDay} min={fromDay || undefined} onChange={(event) => narrow(setToDay)(event.target.value)} />
        </label>
      </div>
      {log.isPending ? (
        <p role="status" className="text-sm text-slate-600">Loading the activity…</p>
      ) : log.isError ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing recorded{action || actorId || fromDay || toDay ? " that matches these filters" : " yet"}.</p>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-slate-200" aria-label="Activity entries">
            {log.data.items.map((entry) => (
              <li key={entry.id} className="py-3 first:pt-0">
                <p className="text-slate-900 [overflow-wrap:anywhere]">{activitySentence({ action: entry.action, actorName: entry.actor.name, subjectName: entry.subjectName })}</p>
                <p className="text-sm text-slate-600">
                  <Moment value={entry.occurredAt} />
                  {entry.actor.kind === "API_KEY" && " · through an API key"}
                  {entry.ip && ` · from ${entry.ip}`}
                </p>
                {Object.keys(entry.changes).length > 0 && (
                  <ul className="mt-1 text-sm text-slate-700">
                    {Object.entries(entry.changes).map(([field, change]) => (
                      <li key={field} className="[overflow-wrap:anywhere]">
                        {activityChangeWords(field, change)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Pagination label="Activity pages" page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} onPageChange={setPage} />
        </div>
      )}
    </Card>
  );
}
