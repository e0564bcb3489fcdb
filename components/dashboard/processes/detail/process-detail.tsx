"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { isActive } from "../process-labels";
import { AuditTimeline } from "./audit-timeline";
import { ObserverList } from "./observer-list";
import { ProcessActions } from "./process-actions";
import { ProcessEmails, unreachedSigners, useProcessEmails } from "./process-emails";
import { ProcessSummary } from "./process-summary";
import { SignerProgressList } from "./signer-progress-list";
import { QueryError } from "@/components/dashboard/forms/query-error";

/** While signers act the page asks again now and then; while files are made, more often. */
const ACTIVE_POLL_MS = 15_000;
const FINALIZING_POLL_MS = 3_000;

function pollInterval(process: SigningProcessRecord | undefined): number | false {
  if (!process) return false;
  if (process.finalization.status === "PENDING") return FINALIZING_POLL_MS;
  return isActive(process.status) ? ACTIVE_POLL_MS : false;
}

/** One process: summary and actions first, then the signers, the emails sent about it, then the audit trail. */
export function ProcessDetail({ id, canManage }: { id: string; canManage: boolean }) {
  const trpc = useTRPC();
  const process = useQuery({
    ...trpc.signingProcesses.get.queryOptions({ id }),
    refetchInterval: (query) => pollInterval(query.state.data),
  });
  const emails = useProcessEmails(id, pollInterval(process.data));

  if (process.isPending) return <p role="status" className="text-sm text-slate-600">Loading the process…</p>;
  if (process.isError) {
    return (
      <QueryError error={process.error} onRetry={() => void process.refetch()} />
    );
  }
  const record = process.data;
  const deliveries = emails.data?.items ?? [];
  return (
    // Phones: summary, actions, signers, timeline. Wide screens: actions in a column beside the rest.
    <div className="space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_auto_1fr] lg:items-start lg:gap-6 lg:space-y-0">
      <div className="lg:col-start-1 lg:row-start-1">
        <ProcessSummary process={record} />
      </div>
      <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1">
        <ProcessActions process={record} canManage={canManage} />
      </div>
      <div className="space-y-6 lg:col-start-1 lg:row-start-2">
        <SignerProgressList process={record} canManage={canManage} unreached={unreachedSigners(deliveries)} />
        <ObserverList process={record} />
      </div>
      {deliveries.length > 0 && (
        <div className="lg:col-start-1 lg:row-start-3">
          <ProcessEmails deliveries={deliveries} />
        </div>
      )}
      <div className="lg:col-start-1 lg:row-start-4">
        <AuditTimeline process={record} refetchInterval={pollInterval(record)} />
      </div>
    </div>
  );
}
