"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/components/providers/trpc";

/**
 * After creating a process the signed-in user signs themselves ("Sign now"): straight to its
 * signing page. Note: a full page load, since the signing pages live outside the dashboard.
 * Should the link be gone meanwhile (the process was voided), the process's page says why.
 */
export function useOpenMySigning(): (processId: string) => Promise<void> {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  return async (processId) => {
    void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.mine.queryKey() });
    const link = await queryClient.fetchQuery(trpc.signingProcesses.mySigningLink.queryOptions({ id: processId }));
    if (link) window.location.assign(link.signUrl);
    else router.push(`/processes/${processId}`);
  };
}
