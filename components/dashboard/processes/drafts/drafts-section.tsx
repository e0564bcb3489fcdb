"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ProcessDraftRecord } from "@/server/services/process-drafts/process-draft-record";
import { ConfirmDialog } from "../../confirm-dialog";
import { QueryError } from "../../forms/query-error";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { LinkButton } from "../header-links";
import { Moment } from "../moment";

/** The signed-in user's unsent processes, to resume or delete; nothing at all while there are none. */
export function DraftsSection() {
  const trpc = useTRPC();
  const drafts = useQuery(trpc.processDrafts.list.queryOptions());
  if (drafts.isPending || (drafts.isSuccess && drafts.data.length === 0)) return null;
  return (
    <Card aria-labelledby="drafts-title" className="mb-6 p-4 sm:p-6">
      <h2 id="drafts-title" tabIndex={-1} className="text-lg font-semibold">
        Drafts
      </h2>
      <p className="mb-3 text-sm text-slate-600">Processes you started and have not sent yet. Only you see them.</p>
      {drafts.isError ? (
        <QueryError error={drafts.error} onRetry={() => void drafts.refetch()} />
      ) : (
        <ul aria-labelledby="drafts-title" className="divide-y divide-slate-200">
          {drafts.data.map((draft) => (
            <DraftRow key={draft.id} draft={draft} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function DraftRow({ draft }: { draft: ProcessDraftRecord }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(
    trpc.processDrafts.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.processDrafts.list.queryKey() });
      },
    }),
  );
  const deleteId = `delete-draft-${draft.id}`;
  const title = draft.content.subject.trim() || "Untitled draft";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="break-words font-medium text-slate-900">{title}</p>
        <p className="break-words text-slate-600">
          {draft.documentName ?? "No document chosen yet"} · last changed <Moment value={draft.updatedAt} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton href={`/processes/new?draft=${draft.id}`} variant="secondary">
          Resume<span className="sr-only"> “{title}”</span>
        </LinkButton>
        <Button id={deleteId} variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
          Delete<span className="sr-only"> “{title}”</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          remove.reset();
        }}
        title={`Delete the draft “${title}”?`}
        description="It cannot be brought back."
        confirmLabel={remove.isPending ? "Deleting…" : "Delete draft"}
        cancelLabel="Keep it"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: draft.id })}
        error={remove.error && <ServerErrorAlert messages={serverErrorMessages(remove.error)} />}
        // Once deleted the row is gone: the list's heading, or the page when that was the last draft.
        focusOnClose={[deleteId, "drafts-title", "main"]}
      />
    </li>
  );
}
