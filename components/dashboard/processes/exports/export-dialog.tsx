"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger, DialogClose } from "@/components/ui/dialog";
import type { ExportFilterInput } from "@/lib/schemas/exports";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";
import { exportStateWords, isExportFinished } from "./export-words";

const POLL_MS = 2000;

/**
 * "Export…" on the Processes page: says what the ZIP holds, exports the list's filters or the
 * whole organization (docs/operations.md, "Export"), then follows the export until its file is ready.
 */
export function ExportDialog({ filter }: { filter: ExportFilterInput | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<"filtered" | "all">(filter ? "filtered" : "all");
  const create = useMutation(
    trpc.exports.create.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.exports.list.queryKey() }),
    }),
  );
  const exportId = create.data?.id;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setScope(filter ? "filtered" : "all");
        else create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">Export…</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Export processes</DialogTitle>
        <DialogDescription>
          You get one ZIP file. For each process: its details, its audit trail (as a JSON file and as a spreadsheet), and, once everyone has
          signed, the signed document and the completion certificate. A list of every file with its fingerprint lets you check nothing was
          changed. Erased processes come with their details and audit trail only. The download link works for 7 days.
        </DialogDescription>
        {exportId ? (
          <ExportProgress id={exportId} />
        ) : (
          <fieldset className="mt-4 space-y-2 text-sm" disabled={create.isPending}>
            <legend className="font-medium text-slate-900">Which processes</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="export-scope" checked={scope === "filtered"} disabled={!filter} onChange={() => setScope("filtered")} />
              {filter ? "The processes your filters show" : "The processes your filters show (no filter is set)"}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="export-scope" checked={scope === "all"} onChange={() => setScope("all")} />
              The whole organization
            </label>
          </fieldset>
        )}
        <ServerErrorAlert messages={placeServerError(create.error, {}).form} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{exportId ? "Close" : "Cancel"}</Button>
          </DialogClose>
          {!exportId && (
            <Button disabled={create.isPending} onClick={() => create.mutate({ filter: scope === "filtered" ? filter : null })}>
              {create.isPending ? "Starting…" : "Start export"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One line that follows the export, then its download link. */
export function ExportProgress({ id }: { id: string }) {
  const trpc = useTRPC();
  const read = useQuery({
    ...trpc.exports.get.queryOptions({ id }),
    refetchInterval: (query) => (query.state.data && isExportFinished(query.state.data) ? false : POLL_MS),
  });
  if (!read.data) return <p role="status" className="mt-4 text-sm text-slate-600">Starting the export…</p>;
  return (
    <div className="mt-4 space-y-2 text-sm">
      <p role="status" className="text-slate-700">
        {exportStateWords(read.data)}
      </p>
      {read.data.downloadUrl && (
        <a href={read.data.downloadUrl} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          Download the ZIP file
        </a>
      )}
    </div>
  );
}
