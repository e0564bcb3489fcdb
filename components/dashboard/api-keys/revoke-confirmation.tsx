"use client";

import { Button } from "@/components/ui/button";
import type { ApiKeyRecord } from "@/server/services/api-keys/api-key-record";
import { serverErrorMessages } from "../forms/server-error-messages";
import { useRevokeApiKey } from "./use-revoke-api-key";

/** The second step of "Revoke": says what will happen and waits for Confirm or Cancel. */
export function RevokeConfirmation({
  apiKey,
  onCancel,
  onRevoked,
}: {
  apiKey: ApiKeyRecord;
  onCancel: () => void;
  onRevoked: (key: ApiKeyRecord) => void;
}) {
  const revoke = useRevokeApiKey(onRevoked);
  return (
    <div role="group" aria-label={`Revoke ${apiKey.name}`} className="rounded-md border border-red-200 bg-red-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-red-900">
          <span className="font-medium">Revoke {apiKey.name}?</span> Requests with this key will fail at once.
        </p>
        <div className="flex gap-2">
          <Button variant="danger" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate({ id: apiKey.id })}>
            {revoke.isPending ? "Revoking…" : "Confirm"}
          </Button>
          {/* Focus moves here, the harmless choice, when the step opens. */}
          <Button variant="secondary" size="sm" autoFocus disabled={revoke.isPending} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
      {revoke.error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {serverErrorMessages(revoke.error).join(" ")}
        </p>
      )}
    </div>
  );
}
