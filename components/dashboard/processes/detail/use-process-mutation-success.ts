"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";

/**
 * After void, extend or resend: show the answered record at once, and fetch what it changed
 * elsewhere (the trail has a new event, lists show a new status).
 */
export function useProcessChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (record: SigningProcessRecord) => {
    queryClient.setQueryData(trpc.signingProcesses.get.queryKey({ id: record.id }), record);
    void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.get.queryKey({ id: record.id }) });
    void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.auditEvents.queryKey({ id: record.id }) });
    void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.mine.queryKey() });
  };
}
