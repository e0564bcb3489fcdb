"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SENDER_NOTIFICATION_KINDS, type SenderNotificationKind } from "@/lib/notifications/sender-notification-kinds";
import type { NotificationPreferences } from "@/lib/schemas/notifications";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { serverErrorDetails, serverErrorMessages } from "../forms/server-error-messages";

/** Each kind as the person it reaches would put it. */
const KIND_LABELS: Record<SenderNotificationKind, string> = {
  signed: "Someone signs and the next signer's turn begins",
  declined: "Someone declines to sign",
  completed: "Everyone has signed",
  expired: "The deadline passes before everyone has signed",
  finalizationFailed: "The signed document could not be made",
};

/** The signed-in user's own choice of emails about the documents they send. */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<NotificationPreferences>({ defaultValues: preferences });
  const update = useMutation(
    trpc.notifications.updatePreferences.mutationOptions({
      onSuccess(saved) {
        queryClient.setQueryData(trpc.notifications.preferences.queryKey(), saved);
        form.reset(saved);
      },
    }),
  );
  const submit = form.handleSubmit((input) => update.mutate(input));

  // "Saved" would be untrue once a box changes again.
  function clearSavedNotice() {
    if (update.isSuccess) update.reset();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" onChange={clearSavedNotice}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Email me when, on a document I sent:</legend>
        <div className="mt-2 space-y-2">
          {SENDER_NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input type="checkbox" className="h-5 w-5 shrink-0 accent-indigo-600" {...form.register(kind)} />
              {KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {update.isSuccess && <Alert tone="success">Your email choices are saved.</Alert>}
      {update.error && <ServerErrorAlert messages={serverErrorMessages(update.error)} details={serverErrorDetails(update.error)} />}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? "Saving…" : "Save my email choices"}
      </Button>
    </form>
  );
}
