"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "../../forms/query-error";
import { PdfTemplateEditor } from "./pdf/pdf-template-editor";

// CodeMirror and the preview load only when an HTML template is opened.
const HtmlTemplateEditor = dynamic(() => import("./html/html-template-editor").then((module) => module.HtmlTemplateEditor), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-slate-600">
      Loading the HTML editor…
    </p>
  ),
});

/** The template editor: the draft loaded once, then the PDF or the HTML editor by its kind. */
export function TemplateEditor({ id }: { id: string }) {
  const trpc = useTRPC();
  // Note: read fresh on every visit (gcTime 0) and never again while editing (staleTime
  // Infinity): the editors start from it once, and a refetch would not reach them anyway.
  const template = useQuery({ ...trpc.templates.get.queryOptions({ id }), staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });
  if (template.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the template…
      </p>
    );
  }
  if (template.isError) return <QueryError error={template.error} onRetry={() => void template.refetch()} />;
  return template.data.kind === "PDF" ? <PdfTemplateEditor template={template.data} /> : <HtmlTemplateEditor template={template.data} />;
}
