"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import type { ApiKeyRecord } from "@/server/services/api-keys/api-key-record";

/**
 * Revokes a key and shows it as revoked in every cached page at once, before the refetch
 * confirms it: the list must never offer to revoke a key that is already dead.
 */
export function useRevokeApiKey(onRevoked: (key: ApiKeyRecord) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess(updated) {
        queryClient.setQueriesData({ queryKey: trpc.apiKeys.list.queryKey() }, (page: unknown) => {
          const current = page as { items: ApiKeyRecord[] } | undefined;
          if (!current) return page;
          return { ...current, items: current.items.map((item) => (item.id === updated.id ? updated : item)) };
        });
        void queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
        onRevoked(updated);
      },
    }),
  );
}
