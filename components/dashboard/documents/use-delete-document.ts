"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/components/providers/trpc";

/** Deletes a document, then goes back to the library, which is fetched again without it. */
export function useDeleteDocument() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.pdfAssets.delete.mutationOptions({
      async onSuccess() {
        await queryClient.invalidateQueries({ queryKey: trpc.pdfAssets.list.queryKey() });
        router.push("/documents");
      },
    }),
  );
}
