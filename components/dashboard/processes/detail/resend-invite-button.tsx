"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "../../confirm-dialog";
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
      },
    }),
  );
  return (
    <div className="space-y-1">
      <Button id={openerId} variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        Resend invite
        <span className="sr-only"> to {signerName}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          resend.reset();
        }}
        title={`Send ${signerName} a new link?`}
        description="The link sent earlier stops working at once."
        confirmLabel={resend.isPending ? "Sending…" : "Send new link"}
        tone="primary"
        busy={resend.isPending}
        onConfirm={() => resend.mutate({ id: processId, signerId })}
        error={
          resend.error && (
            <p role="alert" className="text-sm text-red-700">
              {serverErrorMessages(resend.error).join(" ")}
            </p>
          )
        }
        focusOnClose={[openerId]}
      />
      <p aria-live="polite" className="text-xs text-slate-600">
        {resend.isSuccess && "A new link is on its way. The earlier link no longer works."}
      </p>
    </div>
  );
}
