"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";

/**
 * The webhook actions shared by the list and the detail page. Each one refreshes every cached
 * view of webhooks and their deliveries, so no screen keeps showing the state before it.
 */
export function useWebhookMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.webhooks.get.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.webhooks.deliveries.queryKey() }),
    ]);
  return {
    update: useMutation(trpc.webhooks.update.mutationOptions({ onSuccess: refresh })),
    sendTest: useMutation(trpc.webhooks.sendTest.mutationOptions({ onSuccess: refresh })),
    redeliver: useMutation(trpc.webhooks.redeliver.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.webhooks.remove.mutationOptions({ onSuccess: refresh })),
    // Note: gcTime 0, so the new secret leaves the cache as soon as its panel lets go of it.
    rotateSecret: useMutation({ ...trpc.webhooks.rotateSecret.mutationOptions({ onSuccess: refresh }), gcTime: 0 }),
  };
}
