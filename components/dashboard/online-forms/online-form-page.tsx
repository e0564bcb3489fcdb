"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "../forms/query-error";
import { FormBuilder } from "./builder/form-builder";
import { PublishedForm } from "./published-form";

/** One form: the builder while it is a draft (or a template), its recipients and links once sent. */
export function OnlineFormPage({ id }: { id: string }) {
  const trpc = useTRPC();
  // Note: read fresh on every visit and never again while editing: the builder starts from it
  // once; after sending, the page reads it again (`generation`) to show the sent form.
  const [generation, setGeneration] = useState(0);
  const form = useQuery({ ...trpc.onlineForms.get.queryOptions({ id }), staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });
  const processId = form.data?.signingProcessId ?? null;
  const process = useQuery({ ...trpc.signingProcesses.get.queryOptions({ id: processId ?? "" }), enabled: processId !== null });
  const reload = useCallback(() => {
    setGeneration((count) => count + 1);
    void form.refetch();
  }, [form]);

  if (form.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the form…
      </p>
    );
  }
  if (form.isError) return <QueryError error={form.error} onRetry={() => void form.refetch()} />;
  if (form.data.kind === "DOCUMENT" && form.data.signingProcessId) return <PublishedForm form={form.data} processStatus={process.data?.status ?? null} />;
  return <FormBuilder key={generation} form={form.data} onPublished={reload} />;
}
