"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
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
import { Field } from "@/components/ui/field";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import { voidSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { describedBy } from "../../forms/field-errors";
import { labelledZodResolver } from "../../forms/labelled-resolver";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";
import { setServerFieldErrors } from "../../forms/set-server-field-errors";
import { Textarea } from "../textarea";
import { useProcessChanged } from "./use-process-mutation-success";

const LABELS = { reason: "Reason" } as const;
const OPEN_BUTTON_ID = "void-process-open";

/**
 * Voiding in two steps: "Void process…" opens the reason and the warning in an alert dialog;
 * only its button voids. Signatures already given stay recorded.
 */
export function VoidProcessForm({ processId, emailed }: { processId: string; emailed: boolean }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof voidSigningProcessSchema>, unknown, z.output<typeof voidSigningProcessSchema>>({
    resolver: labelledZodResolver(voidSigningProcessSchema, LABELS),
    defaultValues: { reason: "" },
  });
  const reasonError = form.formState.errors.reason?.message;
  const voidProcess = useMutation(
    trpc.signingProcesses.void.mutationOptions({
      onSuccess: (record) => {
        setOpen(false);
        changed(record);
      },
      onError: (error) => setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields),
    }),
  );

  function close() {
    setOpen(false);
    form.reset();
    voidProcess.reset();
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? setOpen(true) : !voidProcess.isPending && close())}>
      <AlertDialogTrigger asChild>
        <Button id={OPEN_BUTTON_ID} variant="secondary" className="w-full text-red-700">
          Void process…
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        // The reason is the first thing to fill in; Cancel is one Tab away.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          form.setFocus("reason");
        }}
        onCloseAutoFocus={(event) => {
          // Once voided, this button is gone: focus goes to the section's heading.
          event.preventDefault();
          focusAfterRender(OPEN_BUTTON_ID, "actions-title");
        }}
      >
        <AlertDialogTitle>Void this process?</AlertDialogTitle>
        <AlertDialogDescription>
          Nobody can sign it any more.
          {emailed && " Signers who were invited are told by email."} This cannot be undone.
        </AlertDialogDescription>
        <form
          aria-label="Void this process"
          noValidate
          className="mt-4 space-y-3"
          onSubmit={form.handleSubmit(({ reason }) => voidProcess.mutate({ id: processId, reason: reason || undefined }))}
        >
          <Field id="void-reason" label="Reason (optional)" error={reasonError}>
            <Textarea id="void-reason" rows={2} maxLength={1000} {...form.register("reason")} {...describedBy("void-reason", reasonError)} />
          </Field>
          <ServerErrorAlert messages={placeServerError(voidProcess.error, LABELS).form} />
          <DialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="secondary" disabled={voidProcess.isPending}>
                Cancel
              </Button>
            </AlertDialogCancel>
            <Button type="submit" variant="danger" disabled={voidProcess.isPending}>
              {voidProcess.isPending ? "Voiding…" : "Void process"}
            </Button>
          </DialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
