"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import { voidSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { describedBy } from "../../forms/field-errors";
import { labelledZodResolver } from "../../forms/labelled-resolver";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { placeServerError } from "../../forms/server-error-messages";
import { setServerFieldErrors } from "../../forms/set-server-field-errors";
import { Textarea } from "../textarea";
import { useProcessChanged } from "./use-process-mutation-success";

const LABELS = { reason: "Reason" } as const;
const OPEN_BUTTON_ID = "void-process-open";

/**
 * Voiding in two steps: "Void process…" opens the reason and the warning; only the second
 * button voids. Signatures already given stay recorded.
 */
export function VoidProcessForm({ processId, emailed }: { processId: string; emailed: boolean }) {
  const trpc = useTRPC();
  const changed = useProcessChanged();
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof voidSigningProcessSchema>, unknown, z.output<typeof voidSigningProcessSchema>>({
    resolver: labelledZodResolver(voidSigningProcessSchema, LABELS),
    defaultValues: { reason: "" },
  });
  const reasonError = form.formState.errors.reason?.message;
  const voidProcess = useMutation(
    trpc.signingProcesses.void.mutationOptions({
      onSuccess: (record) => {
        changed(record);
        focusAfterRender("actions-title");
      },
      onError: (error) => setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields),
    }),
  );

  if (!open) {
    return (
      <Button id={OPEN_BUTTON_ID} variant="secondary" className="w-full text-red-700" onClick={() => setOpen(true)}>
        Void process…
      </Button>
    );
  }
  return (
    <form
      aria-label="Void this process"
      noValidate
      className="space-y-3 rounded-md border border-red-200 bg-red-50 p-3"
      onSubmit={form.handleSubmit(({ reason }) => voidProcess.mutate({ id: processId, reason: reason || undefined }))}
    >
      <p className="text-sm text-red-900">
        <span className="font-medium">Void this process?</span> Nobody can sign it any more.
        {emailed && " Signers who were invited are told by email."} This cannot be undone.
      </p>
      <Field id="void-reason" label="Reason (optional)" error={reasonError}>
        <Textarea id="void-reason" rows={2} maxLength={1000} autoFocus {...form.register("reason")} {...describedBy("void-reason", reasonError)} />
      </Field>
      <ServerErrorAlert messages={placeServerError(voidProcess.error, LABELS).form} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={voidProcess.isPending}>
          {voidProcess.isPending ? "Voiding…" : "Void process"}
        </Button>
        <Button
          variant="secondary"
          disabled={voidProcess.isPending}
          onClick={() => {
            setOpen(false);
            focusAfterRender(OPEN_BUTTON_ID);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
