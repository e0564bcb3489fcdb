"use client";

import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { useProcessChanged } from "./use-process-mutation-success";

/**
 * Between the last signature and COMPLETED: the final files are being made (PENDING, retried
 * by a job), or every attempt failed (FAILED): then an admin can ask again, and the technical
 * reason is one click away for whoever has to fix it. Every signature is kept either way.
 */
export function FinalizationStatus({ process, canManage }: { process: SigningProcessRecord; canManage: boolean }) {
  const { finalization } = process;
  if (finalization.status === "PENDING") {
    return (
      <Alert tone="info">
        <p className="flex items-center gap-2 font-medium">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full border-2 border-indigo-400 border-t-transparent motion-safe:animate-spin" />
          Everyone has signed. Preparing the signed document and certificate…
        </p>
        <p className="mt-1">This page updates by itself. The process can no longer be voided.</p>
      </Alert>
    );
  }
  if (finalization.status === "FAILED") {
    return (
      <Alert tone="error">
        <p className="font-medium">The signed document and certificate could not be prepared.</p>
        <p className="mt-1">
          Everyone has signed and every signature is kept. Signet tried several times and gave up;{" "}
          {canManage ? "try again below. If it fails again, pass the details on to whoever runs Signet." : "an admin can try again."}
        </p>
        {finalization.error && (
          <details className="mt-2 text-xs">
            <summary className="cursor-pointer">Technical details</summary>
            <p className="mt-1 font-mono [overflow-wrap:anywhere]">{finalization.error}</p>
          </details>
        )}
        {canManage && <RetryFinalizationButton processId={process.id} />}
      </Alert>
    );
  }
  return null;
}

function RetryFinalizationButton({ processId }: { processId: string }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const retry = useMutation(trpc.signingProcesses.retryFinalization.mutationOptions({ onSuccess: changed }));
  return (
    <div className="mt-3 space-y-1">
      <Button size="sm" disabled={retry.isPending} onClick={() => retry.mutate({ id: processId })}>
        {retry.isPending ? "Starting…" : "Prepare the final files again"}
      </Button>
      {retry.error && (
        <p role="alert" className="text-xs text-red-700">
          {serverErrorMessages(retry.error).join(" ")}
        </p>
      )}
    </div>
  );
}
