"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/components/providers/trpc";
import { serverErrorMessages } from "../forms/server-error-messages";
import { newFormDraft } from "./new-form-draft";

/** Creates a new form (to send, or a template) and opens it in the builder. */
export function useNewForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const create = useMutation(trpc.onlineForms.create.mutationOptions());
  const start = async (kind: "DOCUMENT" | "TEMPLATE") => {
    try {
      const form = await create.mutateAsync({ kind, draft: newFormDraft(kind, new Date()) });
      router.push(`/online-forms/${form.id}`);
    } catch {
      // shown from `error`
    }
  };
  return { start, pending: create.isPending, error: create.error ? serverErrorMessages(create.error) : null };
}
