"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notificationAddressSchema, type NotificationAddressInput } from "@/lib/schemas/notifications";
import { describedBy } from "../forms/field-errors";
import { labelledZodResolver } from "../forms/labelled-resolver";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { placeServerError } from "../forms/server-error-messages";
import { setServerFieldErrors } from "../forms/set-server-field-errors";

const LABELS = { notificationEmail: "Notification address" } as const;

/**
 * The address that hears about processes created through the API, where no dashboard user
 * is the sender. Owners and admins change it; everyone else sees it.
 */
export function NotificationAddressForm({ notificationEmail, canEdit }: { notificationEmail: string | null; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<NotificationAddressInput, unknown, z.output<typeof notificationAddressSchema>>({
    resolver: labelledZodResolver(notificationAddressSchema, LABELS),
    defaultValues: { notificationEmail: notificationEmail ?? "" },
  });
  const { errors } = form.formState;
  const update = useMutation(
    trpc.notifications.updateAddress.mutationOptions({
      onSuccess(saved) {
        queryClient.setQueryData(trpc.notifications.address.queryKey(), saved);
        form.reset({ notificationEmail: saved.notificationEmail ?? "" });
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
      {update.isSuccess && (
        <Alert tone="success">{form.getValues("notificationEmail") ? "Notification address saved." : "Notification address removed."}</Alert>
      )}
      <ServerErrorAlert messages={serverError.form} />
      <Field
        id="notification-email"
        label={LABELS.notificationEmail}
        help={
          canEdit
            ? "Leave it empty to send these emails to no one."
            : "Only owners and admins can change this address."
        }
        error={errors.notificationEmail?.message}
      >
        <Input
          id="notification-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          placeholder="signing@example.com"
          disabled={!canEdit}
          {...form.register("notificationEmail")}
          {...describedBy("notification-email", errors.notificationEmail?.message, true)}
        />
      </Field>
      {canEdit && (
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save address"}
        </Button>
      )}
    </form>
  );
}
