"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { serverErrorMessages } from "../forms/server-error-messages";
import { Moment } from "../processes/moment";

/** "Firefox on macOS" from a User-Agent header, enough to tell one's own devices apart. */
export function deviceWords(userAgent: string | null): string {
  if (!userAgent) return "An unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Macintosh|Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/** Settings, "Your sessions": where you are signed in, and ending those you do not recognise. */
export function YourSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.sessions.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.sessions.list.queryKey() });
  const end = useMutation(trpc.sessions.end.mutationOptions({ onSuccess: refresh }));
  const endOthers = useMutation(trpc.sessions.endOthers.mutationOptions({ onSuccess: refresh }));
  const error = end.error ?? endOthers.error;
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader
        title="Your sessions"
        description="The browsers where you are signed in. Ending a session signs that browser out at its next click."
        actions={
          others > 0 && (
            <Button variant="secondary" size="sm" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
              {endOthers.isPending ? "Signing out…" : "Sign out everywhere else"}
            </Button>
          )
        }
      />
      {sessions.isPending ? (
        <p role="status" className="text-sm text-slate-600">Loading your sessions…</p>
      ) : sessions.isError ? (
        <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Your sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {deviceWords(session.userAgent)} {session.current && <Badge tone="success">This device</Badge>}{" "}
                  {session.shared && <Badge>Kiosk</Badge>}
                </p>
                <p className="text-sm text-slate-600">
                  Signed in <Moment value={session.createdAt} />
                  {session.ip && ` from ${session.ip}`} · last active <Moment value={session.lastSeenAt} />
                </p>
              </div>
              {!session.current && (
                <Button variant="secondary" size="sm" disabled={end.isPending} onClick={() => end.mutate({ id: session.id })}>
                  Sign out<span className="sr-only"> {deviceWords(session.userAgent)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {serverErrorMessages(error).join(" ")}
        </p>
      )}
    </Card>
  );
}
