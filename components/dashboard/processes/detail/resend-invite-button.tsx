"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { useProcessChanged } from "./use-process-mutation-success";

/**
 * Mails the active signer a fresh link, after asking once: the link sent before stops working,
 * which matters when the signer is about to open it.
 */
export function ResendInviteButton({ processId, signerId, signerName }: { processId: string; signerId: string; signerName: string }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const [confirming, setConfirming] = useState(false);
  const openerId = `resend-invite-${signerId}`;
  const resend = useMutation(
    trpc.signingProcesses.resendInvite.mutationOptions({
      onSuccess: (record) => {
        setConfirming(false);
        changed(record);
        focusAfterRender(openerId);
      },
    }),
  );
  return (
    <div className="space-y-1">
      {confirming ? (
        <div role="group" aria-label={`Resend invite to ${signerName}`} className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            <span className="font-medium">Send {signerName} a new link?</span> The link sent earlier stops working at once.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={resend.isPending} onClick={() => resend.mutate({ id: processId, signerId })}>
              {resend.isPending ? "Sending…" : "Send new link"}
            </Button>
            {/* Focus moves here, the harmless choice, when the step opens. */}
            <Button
              variant="secondary"
              size="sm"
              autoFocus
              disabled={resend.isPending}
              onClick={() => {
                setConfirming(false);
                focusAfterRender(openerId);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button id={openerId} variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          Resend invite
          <span className="sr-only"> to {signerName}</span>
        </Button>
      )}
      <p aria-live="polite" className="text-xs text-slate-600">
        {resend.isSuccess && "A new link is on its way. The earlier link no longer works."}
      </p>
      {resend.error && (
        <p role="alert" className="text-xs text-red-700">
          {serverErrorMessages(resend.error).join(" ")}
        </p>
      )}
    </div>
  );
}
