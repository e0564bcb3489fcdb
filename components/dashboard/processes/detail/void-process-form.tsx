"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { Textarea } from "../textarea";
import { useProcessChanged } from "./use-process-mutation-success";

/**
 * Voiding in two steps: "Void process…" opens the reason and the warning; only the second
 * button voids. Signatures already given stay recorded.
 */
export function VoidProcessForm({ processId, emailed }: { processId: string; emailed: boolean }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const voidProcess = useMutation(trpc.signingProcesses.void.mutationOptions({ onSuccess: changed }));

  if (!open) {
    return (
      <Button variant="secondary" className="w-full text-red-700" onClick={() => setOpen(true)}>
        Void process…
      </Button>
    );
  }
  return (
    <form
      aria-label="Void this process"
      className="space-y-3 rounded-md border border-red-200 bg-red-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        voidProcess.mutate({ id: processId, reason: reason.trim() || undefined });
      }}
    >
      <p className="text-sm text-red-900">
        <span className="font-medium">Void this process?</span> Nobody can sign it any more.
        {emailed && " Signers who were invited are told by email."} This cannot be undone.
      </p>
      <div>
        <label htmlFor="void-reason" className="block text-sm font-medium text-slate-800">
          Reason (optional)
        </label>
        <Textarea
          id="void-reason"
          rows={2}
          maxLength={1000}
          value={reason}
          autoFocus
          onChange={(event) => setReason(event.target.value)}
          className="mt-1"
        />
      </div>
      <ServerErrorAlert messages={voidProcess.error ? serverErrorMessages(voidProcess.error) : []} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={voidProcess.isPending}>
          {voidProcess.isPending ? "Voiding…" : "Void process"}
        </Button>
        <Button variant="secondary" disabled={voidProcess.isPending} onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
