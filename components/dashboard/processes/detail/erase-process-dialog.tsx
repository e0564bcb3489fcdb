"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";

const OPEN_BUTTON_ID = "erase-process-open";

/**
 * Erasing in two steps: "Erase…" says what is lost in an alert dialog; only its button erases
 * (docs/api.md, "Erasure"). The record and its audit trail stay.
 */
export function EraseProcessDialog({ processId }: { processId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const erase = useMutation(
    trpc.signingProcesses.erase.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.get.queryKey({ id: processId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.auditEvents.queryKey({ id: processId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.list.queryKey() });
      },
    }),
  );

  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? setOpen(true) : !erase.isPending && (setOpen(false), erase.reset()))}>
      <AlertDialogTrigger asChild>
        <Button id={OPEN_BUTTON_ID} variant="secondary" className="w-full text-red-700">
          Erase…
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // Once erased, this button is gone: focus goes to the section's heading.
          event.preventDefault();
          focusAfterRender(OPEN_BUTTON_ID, "actions-title");
        }}
      >
        <AlertDialogTitle>Erase this process?</AlertDialogTitle>
        <AlertDialogDescription>
          The original document, the signed document, the completion certificate and the signatures are deleted. The signers&apos; names, email
          addresses, phone numbers, the values they filled in and where they signed from are removed everywhere, including the emails and
          webhooks sent about it. What stays is the record that the process existed, its dates and the audit trail without personal data, which
          still proves it was not altered. This cannot be undone.
        </AlertDialogDescription>
        <ServerErrorAlert messages={placeServerError(erase.error, {}).form} />
        <DialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={erase.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button variant="danger" disabled={erase.isPending} onClick={() => erase.mutate({ id: processId })}>
            {erase.isPending ? "Erasing…" : "Erase process"}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
