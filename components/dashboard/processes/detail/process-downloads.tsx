"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";

/** Links are signed for 24 hours; asked for again after an hour on screen, they stay usable. */
const FILE_LINKS_FRESH_MS = 60 * 60 * 1000;

/** The sealed document and the completion certificate of a COMPLETED process. */
export function ProcessDownloads({ processId }: { processId: string }) {
  const trpc = useTRPC();
  const files = useQuery({ ...trpc.signingProcesses.files.queryOptions({ id: processId }), staleTime: FILE_LINKS_FRESH_MS });
  if (files.isPending) return <p role="status" className="text-sm text-slate-600">Preparing download links…</p>;
  if (files.isError) {
    return (
      <QueryError error={files.error} onRetry={() => void files.refetch()} className="space-y-2" />
    );
  }
  const links = [
    { title: "Signed document", file: files.data.signedDocument },
    { title: "Completion certificate", file: files.data.completionCertificate },
  ];
  return (
    <ul className="space-y-2">
      {links.map(({ title, file }) => (
        <li key={title}>
          <a
            href={file.url}
            download={file.fileName}
            className="flex min-h-10 flex-col justify-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50"
          >
            <span className="font-medium text-indigo-700">Download {title.toLowerCase()} (PDF)</span>
            <span className="text-xs text-slate-600 [overflow-wrap:anywhere]">{file.fileName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
