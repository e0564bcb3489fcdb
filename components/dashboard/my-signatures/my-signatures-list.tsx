"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import { Moment } from "../processes/moment";
import { QueryError } from "@/components/dashboard/forms/query-error";

/**
 * Documents waiting for the signed-in user's own signature (CURRENT_USER processes), the one
 * due soonest first. "Sign now" opens the signing page with the user's own link.
 */
export function MySignaturesList() {
  const trpc = useTRPC();
  const mine = useQuery(trpc.signingProcesses.mine.queryOptions());

  if (mine.isPending) return <p role="status" className="text-sm text-slate-600">Loading…</p>;
  if (mine.isError) {
    return (
      <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
    );
  }
  if (mine.data.length === 0) {
    return (
      <Card>
        <p className="text-sm text-slate-600">
          Nothing is waiting for your signature.{" "}
          <Link href="/processes/new" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
            Send a document to sign yourself
          </Link>{" "}
          by choosing “I sign myself”.
        </p>
      </Card>
    );
  }
  return (
    <ul aria-label="Waiting for my signature" className="grid gap-3 lg:grid-cols-2">
      {mine.data.map((item) => (
        <li key={item.signerId}>
          <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="min-w-0">
              <h2 className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                <Link href={`/processes/${item.signingProcessId}`} className="text-indigo-700 underline underline-offset-2 hover:decoration-2">
                  {item.subject}
                </Link>
              </h2>
              {item.message && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.message}</p>}
            </div>
            <dl className="grid grid-cols-2 gap-x-4 text-sm">
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Status</dt>
                <dd className="mt-0.5 text-slate-800">{item.signerStatus === "OPENED" ? "Opened, not signed yet" : "Ready to sign"}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Sign by</dt>
                <dd className="mt-0.5 text-slate-800">
                  <Moment value={item.expiresAt} />
                </dd>
              </div>
            </dl>
            <a
              href={item.signUrl}
              aria-label={`Sign now: ${item.subject}`}
              className="mt-auto inline-flex h-10 items-center justify-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 sm:self-start"
            >
              Sign now
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
