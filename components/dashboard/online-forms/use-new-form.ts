"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { serverErrorMessages } from "../forms/server-error-messages";
import { newFormDraft } from "./new-form-draft";

/**
 * Creates a new form (to send, or a template) and opens it in the builder. One click, one draft:
 * a second click before the button disables (a double click) or while the builder is still
 * loading after the first is ignored, so no stray "Untitled form" is left behind.
 */
export function useNewForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const create = useMutation(trpc.onlineForms.create.mutationOptions());
  const starting = useRef(false);
  const start = async (kind: "DOCUMENT" | "TEMPLATE") => {
    if (starting.current) return;
    starting.current = true;
    try {
      const form = await create.mutateAsync({ kind, draft: newFormDraft(kind, new Date()) });
      router.push(`/online-forms/${form.id}`);
    } catch {
      // shown from `error`; the button works again
      starting.current = false;
    }
  };
  return { start, pending: create.isPending || create.isSuccess, error: create.error ? serverErrorMessages(create.error) : null };
}
