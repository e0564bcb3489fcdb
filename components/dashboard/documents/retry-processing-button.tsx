"use client";

import { Button } from "@/components/ui/button";
import { serverErrorMessages } from "../forms/server-error-messages";
import { useRetryProcessing } from "./use-retry-processing";

/** "Retry" for a document whose processing failed, with the server's answer when that fails too. */
export function RetryProcessingButton({ assetId, fileName }: { assetId: string; fileName: string }) {
  const retry = useRetryProcessing();
  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" disabled={retry.isPending} onClick={() => retry.mutate({ id: assetId })}>
        {retry.isPending ? "Retrying…" : "Retry"}
        <span className="sr-only"> processing {fileName}</span>
      </Button>
      {retry.error && (
        <p role="alert" className="text-sm text-red-800">
          {serverErrorMessages(retry.error).join(" ")}
        </p>
      )}
    </div>
  );
}
