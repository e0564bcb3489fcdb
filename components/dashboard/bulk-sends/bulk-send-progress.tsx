"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { QueryError } from "../forms/query-error";
import { plainSentence } from "../templates/use/start-form";

/** How often the page asks while rows are still being created. */
const POLL_MS = 2_000;

const ROW_STATUS = {
  PENDING: { words: "Waiting", tone: "neutral" },
  CREATED: { words: "Sent", tone: "success" },
  FAILED: { words: "Not sent", tone: "danger" },
} as const;

/** A failed row's reason in words: the plan's monthly volume, or what start-signing said. */
function reasonOf(error: { code: string; message: string }): string {
  if (error.code === "QUOTA_EXCEEDED") return "Your plan’s signings for this month are used up.";
  return plainSentence(error.message);
}

/** The send's progress, asked for again every two seconds until every row is done. */
export function BulkSendProgress({ id }: { id: string }) {
  const trpc = useTRPC();
  const send = useQuery({
    ...trpc.bulkSends.get.queryOptions({ id }),
    refetchInterval: (query) => (query.state.data?.status === "COMPLETED" ? false : POLL_MS),
  });
  if (send.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the bulk send…
      </p>
    );
  if (send.isError) return <QueryError error={send.error} onRetry={() => void send.refetch()} />;
  const { total, created, failed, status, rows } = send.data;
  const done = created + failed;
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <CardHeader title={status === "COMPLETED" ? "Finished" : "Sending…"} />
        <div className="space-y-3">
          <progress className="h-2 w-full" max={total} value={done} aria-label="Rows done" />
          <p role="status" className="text-sm text-slate-700">
            {done} of {total} rows done: {created} sent, {failed} not sent.
          </p>
          {status === "COMPLETED" && failed > 0 && (
            <Alert tone="error">The rows marked “Not sent” say why. Fix them in the file and send those rows again.</Alert>
          )}
        </div>
      </Card>
      <Card className="p-4 sm:p-6">
        <CardHeader title="Rows" />
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className="py-1 pr-4 font-medium">Row</th>
              <th className="py-1 pr-4 font-medium">Status</th>
              <th className="py-1 font-medium">Details</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index} className="border-t border-slate-200 align-top">
                {/* The file's row number: its header is row 1. */}
                <td className="py-1 pr-4">{row.index + 2}</td>
                <td className="py-1 pr-4">
                  <Badge tone={ROW_STATUS[row.status].tone}>{ROW_STATUS[row.status].words}</Badge>
                </td>
                <td className="py-1">
                  {row.signingProcessId && (
                    <Link href={`/processes/${row.signingProcessId}`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
                      Open the process
                    </Link>
                  )}
                  {row.error && reasonOf(row.error)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
