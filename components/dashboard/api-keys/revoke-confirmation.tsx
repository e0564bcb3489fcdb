"use client";

import type { ApiKeyRecord } from "@/server/services/api-keys/api-key-record";
import { ConfirmDialog } from "../confirm-dialog";
import { serverErrorMessages } from "../forms/server-error-messages";
import { useRevokeApiKey } from "./use-revoke-api-key";

/** The second step of "Revoke": says what will happen and waits for Confirm or Cancel. */
export function RevokeConfirmation({
  apiKey,
  onClose,
  onRevoked,
  focusOnClose,
}: {
  /** The key being revoked; none when the step is closed. */
  apiKey: ApiKeyRecord | null;
  onClose: () => void;
  onRevoked: (key: ApiKeyRecord) => void;
  /** Where focus goes once the key is revoked: its "Revoke" button is gone. */
  focusOnClose?: string[];
}) {
  const revoke = useRevokeApiKey(onRevoked);
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (open) return;
        onClose();
        revoke.reset();
      }}
      title={`Revoke ${apiKey?.name ?? ""}?`}
      description="Requests with this key will fail at once."
      confirmLabel={revoke.isPending ? "Revoking…" : "Confirm"}
      busy={revoke.isPending}
      onConfirm={() => apiKey && revoke.mutate({ id: apiKey.id })}
      error={
        revoke.error && (
          <p role="alert" className="text-sm text-red-800">
            {serverErrorMessages(revoke.error).join(" ")}
          </p>
        )
      }
      focusOnClose={focusOnClose}
    />
  );
}
