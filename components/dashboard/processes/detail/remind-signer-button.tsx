"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import { appCodeOf, appDetailsOf, serverErrorMessages } from "../../forms/server-error-messages";
import { Textarea } from "../textarea";
import { remindAgainText, reminderSentText } from "./remind-wording";

const MAX_MESSAGE = 500;

/**
 * Reminds the active signer by email with the link they already have (nothing stops working),
 * with an optional personal note. At most once an hour per signer: the server's refusal says
 * when they can be reminded again.
 */
export function RemindSignerButton({ processId, signerId, signerName }: { processId: string; signerId: string; signerName: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [sent, setSent] = useState(false);
  const openerId = `remind-signer-${signerId}`;
  const messageId = `remind-message-${signerId}`;
  const remind = useMutation(
    trpc.signingProcesses.remind.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        setMessage("");
        setSent(true);
        // The signer's reminder count, the trail's new event and the email sent.
        void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.get.queryKey({ id: processId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.auditEvents.queryKey({ id: processId }) });
      },
    }),
  );
  const retryAfter = appCodeOf(remind.error) === "REMINDER_TOO_SOON" ? Number(appDetailsOf(remind.error)?.retryAfterSeconds) : NaN;
  const refusal = remind.error ? (Number.isFinite(retryAfter) ? remindAgainText(signerName, retryAfter) : serverErrorMessages(remind.error).join(" ")) : null;

  function close() {
    setOpen(false);
    remind.reset();
  }

  return (
    <div className="space-y-1">
      <AlertDialog open={open} onOpenChange={(next) => (next ? setOpen(true) : !remind.isPending && close())}>
        <Button
          id={openerId}
          variant="secondary"
          size="sm"
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
        >
          Remind
          <span className="sr-only"> {signerName}</span>
        </Button>
        <AlertDialogContent
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusAfterRender(messageId);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusAfterRender(openerId);
          }}
        >
          <AlertDialogTitle>Remind {signerName}?</AlertDialogTitle>
          <AlertDialogDescription>
            {signerName} gets an email with the same link as before; it keeps working. You can add a short note.
          </AlertDialogDescription>
          <form
            aria-label={`Remind ${signerName}`}
            noValidate
            className="mt-4 space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              const note = message.trim();
              remind.mutate({ id: processId, ...(note ? { message: note } : {}) });
            }}
          >
            <Field id={messageId} label="Personal note (optional)">
              <Textarea id={messageId} rows={3} maxLength={MAX_MESSAGE} value={message} onChange={(event) => setMessage(event.target.value)} />
            </Field>
            {refusal && (
              <p role="alert" className="text-sm text-red-700">
                {refusal}
              </p>
            )}
            <DialogFooter>
              <AlertDialogCancel asChild>
                <Button variant="secondary" disabled={remind.isPending}>
                  Cancel
                </Button>
              </AlertDialogCancel>
              <Button type="submit" disabled={remind.isPending}>
                {remind.isPending ? "Sending…" : "Send reminder"}
              </Button>
            </DialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
      <p aria-live="polite" className="text-xs text-slate-600">
        {sent && reminderSentText(signerName)}
      </p>
    </div>
  );
}
