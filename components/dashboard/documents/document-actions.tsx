"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import { ConfirmDialog } from "../confirm-dialog";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { serverErrorDetails, serverErrorMessages } from "../forms/server-error-messages";
import { HeaderActions, LinkButton } from "../processes/header-links";
import { RenameDocumentForm } from "./rename-document-form";
import { useDeleteDocument } from "./use-delete-document";

const RENAME_BUTTON_ID = "rename-document";

/**
 * What a sender does with a document: send it for signing or sign it themselves (once its
 * previews are ready), rename it in place, or delete it, after saying so once more. The server
 * refuses the delete while a process or a template uses the document, and says which.
 */
export function DocumentActions({ id, fileName }: { id: string; fileName: string }) {
  const trpc = useTRPC();
  // The same query as the page's preview, so this asks nothing more of the server.
  const asset = useQuery(trpc.pdfAssets.get.queryOptions({ id }));
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [renamedTo, setRenamedTo] = useState<string | null>(null);
  const remove = useDeleteDocument();
  const ready = asset.data?.processing.status === "READY";

  function closeRename(newName?: string) {
    setRenaming(false);
    setRenamedTo(newName ?? null);
    // Note: after the form unmounts, so that focus lands back where the reader started.
    focusAfterRender(RENAME_BUTTON_ID);
  }

  return (
    <>
      <HeaderActions>
        {ready && <LinkButton href={`/processes/new?document=${id}`}>Send for signing</LinkButton>}
        {ready && (
          <LinkButton href={`/documents/${id}/sign-myself`} variant="secondary">
            Sign it myself
          </LinkButton>
        )}
        <Button
          id={RENAME_BUTTON_ID}
          variant="secondary"
          onClick={() => {
            setRenaming(true);
            setRenamedTo(null);
            setConfirming(false);
          }}
          disabled={renaming}
        >
          Rename
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setConfirming(true);
            setRenaming(false);
          }}
        >
          Delete
        </Button>
      </HeaderActions>
      <p role="status" className={renamedTo ? "-mt-4 mb-6 text-sm text-emerald-800" : "sr-only"}>
        {renamedTo && `Renamed to “${renamedTo}”.`}
      </p>
      {renaming && <RenameDocumentForm id={id} fileName={fileName} onClose={closeRename} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          remove.reset();
        }}
        title={`Delete ${fileName}?`}
        description="The file and its page previews are removed for good."
        confirmLabel={remove.isPending ? "Deleting…" : "Delete for good"}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id })}
        error={remove.error && <ServerErrorAlert messages={serverErrorMessages(remove.error)} details={serverErrorDetails(remove.error)} />}
      />
    </>
  );
}
