"use client";

import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { useProcessChanged } from "./use-process-mutation-success";

/** Mails the active signer a fresh link; the link sent before stops working. */
export function ResendInviteButton({ processId, signerId, signerName }: { processId: string; signerId: string; signerName: string }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const resend = useMutation(trpc.signingProcesses.resendInvite.mutationOptions({ onSuccess: changed }));
  return (
    <div className="space-y-1">
      <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate({ id: processId, signerId })}>
        {resend.isPending ? "Sending…" : "Resend invite"}
        <span className="sr-only"> to {signerName}</span>
      </Button>
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
