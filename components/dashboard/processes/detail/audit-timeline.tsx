"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import { displayIp } from "@/lib/net/display-ip";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { Moment } from "../moment";
import { AuditActorName } from "./audit-actor-name";
import { auditEventText, type SignerNames } from "./audit-event-text";
import { ChainBadge } from "./chain-badge";
import { momentsNeedingSeconds } from "./shared-minutes";
import { QueryError } from "@/components/dashboard/forms/query-error";

/**
 * The process's audit trail, oldest first, in plain words, with the server's verdict on its
 * hash chain. It is asked for again as often as the process itself, and after every action.
 */
export function AuditTimeline({ process, refetchInterval }: { process: SigningProcessRecord; refetchInterval: number | false }) {
  const trpc = useTRPC();
  const trail = useQuery({ ...trpc.signingProcesses.auditEvents.queryOptions({ id: process.id }), refetchInterval });
  const names: SignerNames = {
    // An erased process's signers have no names left: its events say "A signer".
    byId: new Map(process.signerSlots.filter((slot) => slot.name !== "").map((slot) => [slot.id, slot.name])),
    byOrder: new Map(process.signerSlots.filter((slot) => slot.name !== "").map((slot) => [slot.signOrder, slot.name])),
  };

  function renderBody() {
    if (trail.isPending) return <p role="status" className="text-sm text-slate-600">Loading the audit trail…</p>;
    if (trail.isError) {
      return (
        <QueryError error={trail.error} onRetry={() => void trail.refetch()} />
      );
    }
    const { items, chain } = trail.data;
    const needSeconds = momentsNeedingSeconds(items.map((event) => event.occurredAt));
    return (
      <>
        <div className="mb-4 space-y-1">
          <ChainBadge chain={chain} />
          <p className="text-xs text-slate-600">
            {chain.valid
              ? `All ${chain.length} events are linked by their hashes and unchanged.`
              : chain.truncated
                ? "Events recorded for this process are missing from the end of the trail. Do not rely on this trail."
                : "An event was changed, removed or reordered after it was written. Do not rely on this trail."}{" "}
            <span className="font-mono [overflow-wrap:anywhere]" title={chain.headHash}>
              Latest hash {chain.headHash.slice(0, 16)}…
            </span>
          </p>
        </div>
        <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
          {items.map((event) => (
            <li key={event.id} className="relative">
              <span aria-hidden="true" className="absolute -left-[1.72rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-slate-400" />
              <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{auditEventText(event, names)}</p>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                <span>
                  <span className="sr-only">By </span>
                  <AuditActorName actor={event.actor} />
                </span>
                <Moment value={event.occurredAt} seconds={needSeconds.has(event.occurredAt)} />
                <span>{event.ip ? `IP ${displayIp(event.ip)}` : "No IP recorded"}</span>
              </div>
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <Card aria-labelledby="timeline-title" aria-busy={trail.isPending} className="p-4 sm:p-6">
      <h2 id="timeline-title" className="mb-3 text-lg font-semibold">
        Timeline
      </h2>
      {renderBody()}
    </Card>
  );
}
