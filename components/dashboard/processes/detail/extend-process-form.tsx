"use client";

import { useMutation } from "@tanstack/react-query";
import { useController, useForm } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { extendSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { describedBy } from "../../forms/field-errors";
import { labelledZodResolver } from "../../forms/labelled-resolver";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";
import { setServerFieldErrors } from "../../forms/set-server-field-errors";
import { localInputToIso, toLocalInputValue } from "../new/process-draft";
import { useProcessChanged } from "./use-process-mutation-success";

const WEEK_MS = 7 * 86_400_000;
const LABELS = { expiresAt: "New expiry" } as const;

/** The shared rule (in the future) and the server's other one: later than the current expiry. */
function extendSchemaFrom(currentExpiresAt: string) {
  return extendSigningProcessSchema.refine((value) => Date.parse(value.expiresAt) > Date.parse(currentExpiresAt), {
    path: ["expiresAt"],
    message: "must be later than the current one",
  });
}

/**
 * The form keeps the ISO instant the API wants; the input shows it as the reader's wall-clock
 * time. Note: what is not a date stays as typed, for the schema to refuse in its own words.
 */
function toIsoInstant(localValue: string): string {
  return localInputToIso(localValue) ?? localValue;
}

function toLocalValue(isoValue: string): string {
  const instant = new Date(isoValue);
  return isoValue === "" || Number.isNaN(instant.getTime()) ? isoValue : toLocalInputValue(instant);
}

/** Moves the expiry later; the server insists on later than now and than the current expiry. */
export function ExtendProcessForm({ processId, expiresAt }: { processId: string; expiresAt: string }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const schema = extendSchemaFrom(expiresAt);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: labelledZodResolver(schema, LABELS),
    defaultValues: { expiresAt: new Date(Date.parse(expiresAt) + WEEK_MS).toISOString() },
  });
  const {
    field: { ref: inputRef, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name: "expiresAt" });
  const fieldError = fieldState.error?.message;
  const extend = useMutation(
    trpc.signingProcesses.extend.mutationOptions({
      onSuccess: changed,
      onError: (error) => setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields),
    }),
  );

  return (
    <form
      aria-label="Extend the expiry"
      noValidate
      className="space-y-2"
      onSubmit={form.handleSubmit((input) => extend.mutate({ id: processId, expiresAt: input.expiresAt }))}
    >
      <label htmlFor="extend-expires" className="block text-sm font-medium text-slate-800">
        {LABELS.expiresAt}
      </label>
      {/* Stacked: the actions column is narrow on wide screens, and a phone is narrow anyway. */}
      <div className="grid gap-2">
        <Input
          id="extend-expires"
          type="datetime-local"
          ref={inputRef}
          value={toLocalValue(value)}
          onChange={(event) => onChange(toIsoInstant(event.target.value))}
          onBlur={onBlur}
          {...describedBy("extend-expires", fieldError, true)}
        />
        <Button type="submit" variant="secondary" disabled={extend.isPending}>
          {extend.isPending ? "Extending…" : "Extend"}
        </Button>
      </div>
      {fieldError ? (
        <p id="extend-expires-error" role="alert" className="text-xs text-red-700">
          {fieldError}
        </p>
      ) : (
        <p id="extend-expires-help" className="text-xs text-slate-600">
          In your local time.
        </p>
      )}
      <p aria-live="polite" className="text-sm text-green-800">
        {extend.isSuccess && !extend.isPending && "Expiry extended."}
      </p>
      <ServerErrorAlert messages={placeServerError(extend.error, LABELS).form} />
    </form>
  );
}
