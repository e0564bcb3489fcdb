"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { emailSenderSettingsSchema, type EmailSenderSettingsInput } from "@/lib/schemas/email";
import { describedBy } from "../forms/field-errors";
import { labelledZodResolver } from "../forms/labelled-resolver";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { placeServerError } from "../forms/server-error-messages";
import { setServerFieldErrors } from "../forms/set-server-field-errors";

const LABELS = { senderName: "Sender name", replyTo: "Reply-to address" } as const;

/** The name every email shows as its sender, and where replies go. Owners and admins change them. */
export function EmailSenderForm({ senderName, replyTo, canEdit }: { senderName: string | null; replyTo: string | null; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<EmailSenderSettingsInput, unknown, z.output<typeof emailSenderSettingsSchema>>({
    resolver: labelledZodResolver(emailSenderSettingsSchema, LABELS),
    defaultValues: { senderName: senderName ?? "", replyTo: replyTo ?? "" },
  });
  const { errors } = form.formState;
  const update = useMutation(
    trpc.email.updateSenderSettings.mutationOptions({
      onSuccess(saved) {
        queryClient.setQueryData(trpc.email.senderSettings.queryKey(), saved);
        form.reset({ senderName: saved.senderName ?? "", replyTo: saved.replyTo ?? "" });
      },
      onError(error) {
        setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
      },
    }),
  );
  const serverError = placeServerError(update.error, LABELS);
  const submit = form.handleSubmit((input) => update.mutate(input));

  function clearSavedNotice() {
    if (update.isSuccess) update.reset();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" onChange={clearSavedNotice}>
      {update.isSuccess && <Alert tone="success">Email sender saved.</Alert>}
      <ServerErrorAlert messages={serverError.form} />
      <Field
        id="email-sender-name"
        label={LABELS.senderName}
        help={canEdit ? "Shown as who the email is from. Leave it empty to use the installation's sender." : "Only owners and admins can change the sender."}
        error={errors.senderName?.message}
      >
        <Input
          id="email-sender-name"
          maxLength={100}
          autoComplete="organization"
          placeholder="Acme Contracts"
          disabled={!canEdit}
          {...form.register("senderName")}
          {...describedBy("email-sender-name", errors.senderName?.message, true)}
        />
      </Field>
      <Field
        id="email-reply-to"
        label={LABELS.replyTo}
        help={canEdit ? "When a signer answers an email, the answer goes here. Leave it empty to let replies go to the sender address." : undefined}
        error={errors.replyTo?.message}
      >
        <Input
          id="email-reply-to"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          placeholder="contracts@example.com"
          disabled={!canEdit}
          {...form.register("replyTo")}
          {...describedBy("email-reply-to", errors.replyTo?.message, Boolean(canEdit))}
        />
      </Field>
      {canEdit && (
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save sender"}
        </Button>
      )}
    </form>
  );
}
