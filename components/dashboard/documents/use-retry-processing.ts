"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";

/**
 * Re-queues a FAILED document. Afterwards the list and the document are fetched again: they
 * then show it QUEUED, which starts their polling until it is READY or FAILED once more.
 */
export function useRetryProcessing() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.pdfAssets.retryProcessing.mutationOptions({
      async onSuccess(_processing, { id }) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.pdfAssets.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.pdfAssets.get.queryKey({ id }) }),
        ]);
      },
    }),
  );
}
