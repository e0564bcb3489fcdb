"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { localInputToIso, toLocalInputValue } from "../new/process-draft";
import { useProcessChanged } from "./use-process-mutation-success";

const WEEK_MS = 7 * 86_400_000;

/** Moves the expiry later; the server insists on later than now and than the current expiry. */
export function ExtendProcessForm({ processId, expiresAt }: { processId: string; expiresAt: string }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const [value, setValue] = useState(() => toLocalInputValue(new Date(Date.parse(expiresAt) + WEEK_MS)));
  const [localError, setLocalError] = useState<string | null>(null);
  const extend = useMutation(trpc.signingProcesses.extend.mutationOptions({ onSuccess: changed }));
  const messages = localError ? [localError] : extend.error ? serverErrorMessages(extend.error) : [];

  return (
    <form
      aria-label="Extend the expiry"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const iso = localInputToIso(value);
        if (!iso) {
          setLocalError("New expiry must be a valid date and time");
          return;
        }
        if (Date.parse(iso) <= Date.parse(expiresAt)) {
          setLocalError("New expiry must be later than the current one");
          return;
        }
        setLocalError(null);
        extend.mutate({ id: processId, expiresAt: iso });
      }}
    >
      <label htmlFor="extend-expires" className="block text-sm font-medium text-slate-800">
        New expiry
      </label>
      {/* Stacked: the actions column is narrow on wide screens, and a phone is narrow anyway. */}
      <div className="grid gap-2">
        <Input
          id="extend-expires"
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={messages.length > 0 ? true : undefined}
        />
        <Button type="submit" variant="secondary" disabled={extend.isPending}>
          {extend.isPending ? "Extending…" : "Extend"}
        </Button>
      </div>
      <p className="text-xs text-slate-600">In your local time.</p>
      <p aria-live="polite" className="text-sm text-green-800">
        {extend.isSuccess && !extend.isPending && "Expiry extended."}
      </p>
      <ServerErrorAlert messages={messages} />
    </form>
  );
}
