import { Alert } from "@/components/ui/alert";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";

/**
 * Between the last signature and COMPLETED: the final files are being made (PENDING, retried
 * by a job), or every attempt failed (FAILED, with the reason). Every signature is kept.
 */
export function FinalizationStatus({ finalization }: { finalization: SigningProcessRecord["finalization"] }) {
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
        <p className="font-medium">Preparing the final files failed.</p>
        <p className="mt-1">{finalization.error ?? "No reason was given."} Every signature is kept.</p>
      </Alert>
    );
  }
  return null;
}
