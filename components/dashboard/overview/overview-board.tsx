"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { CountTiles } from "./count-tiles";
import { FirstStepsCard } from "./first-steps-card";
import { NeedsAttentionCard } from "./needs-attention-card";
import { PlanUseCard } from "./plan-use-card";
import { RecentActivityCard } from "./recent-activity-card";
import { SendDocumentCard } from "./send-document-card";

/**
 * Asked again now and then, so counts and activity follow signers while the page stays open, and
 * on every arrival: a sender back from sending expects to see it counted, however soon.
 */
const REFRESH_MS = 30_000;

/**
 * The Overview's cards: counts (or first steps while nothing was sent), sending, what needs the
 * sender, recent activity and the plan's use. `aside` holds the server-rendered cards beside them.
 */
export function OverviewBoard({ canSend, aside }: { canSend: boolean; aside: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery({ ...trpc.overview.get.queryOptions(), refetchInterval: REFRESH_MS, refetchOnMount: "always" });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.overview.get.queryKey() });

  const data = overview.data;
  const empty = data?.counts.total === 0;

  function renderTop() {
    if (overview.isPending) {
      return (
        <p role="status" className="text-sm text-slate-600">
          Loading your overview…
        </p>
      );
    }
    if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
    const { counts, quota } = overview.data;
    if (empty) return <FirstStepsCard hasDocuments={quota.storageBytes.used > 0} hasTemplates={quota.templates.used > 0} canSend={canSend} />;
    return <CountTiles counts={counts} />;
  }

  // Note: one layout whatever the query's state, so that uploads under way in the send card survive a reload of the data.
  return (
    <div className="space-y-6">
      {renderTop()}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <div className="space-y-6 lg:col-span-2">
          {canSend && <SendDocumentCard onUploaded={refresh} />}
          {data && !empty && <NeedsAttentionCard items={data.attention} />}
          {data && !empty && <RecentActivityCard items={data.activity} />}
        </div>
        <div className="space-y-6">
          {data && <PlanUseCard quota={data.quota} />}
          {aside}
        </div>
      </div>
    </div>
  );
}
