"use client";

import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";
import { useProcessChanged } from "./use-process-mutation-success";

/** Places or lifts the legal hold that keeps the process from being erased, by hand or by retention. */
export function LegalHoldToggle({ process }: { process: SigningProcessRecord }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const hold = useMutation(trpc.signingProcesses.legalHold.mutationOptions({ onSuccess: changed }));
  return (
    <div className="space-y-1">
      <p className="text-xs text-slate-600">
        {process.legalHold
          ? "Under a legal hold: nobody can erase it, and retention skips it."
          : "A legal hold keeps it from being erased, by hand or by the retention period."}
      </p>
      <Button
        variant="secondary"
        className="w-full"
        aria-pressed={process.legalHold}
        disabled={hold.isPending}
        onClick={() => hold.mutate({ id: process.id, legalHold: !process.legalHold })}
      >
        {process.legalHold ? "Lift legal hold" : "Place legal hold"}
      </Button>
      <ServerErrorAlert messages={placeServerError(hold.error, {}).form} />
    </div>
  );
}
